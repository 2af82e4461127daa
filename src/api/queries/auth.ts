import { getGetAgreementQueryOptions } from '../generated/endpoints/auth/auth';

/** A platform article of `/register/agreement` (terms, about us …): title, HTML body and date (`result.data`). */
export const authQueries = {
  agreement: (id: number) =>
    getGetAgreementQueryOptions({ id }, { query: { select: (response) => response.result.data } }),
};
