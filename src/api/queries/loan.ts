import { getGetLoanHistoryQueryOptions, getGetLoanInfoQueryOptions } from '../generated/endpoints/loan/loan';

/** The credit line with its terms (`/loaninfo`) and the user's loans (`/loanhistory`), both under `result`. */
export const loanQueries = {
  info: () => getGetLoanInfoQueryOptions({ query: { select: (response) => response.result } }),
  history: () => getGetLoanHistoryQueryOptions({ query: { select: (response) => response.result } }),
};
