import type { LoanRecord } from '../../api/generated/model';
import { LoanApprovalStatus, LoanStatus } from '../../api/provider-values';

/**
 * The six states a borrower sees. The provider sends two enums: `daikuan_status` (approval:
 * 0 pending, 1 approved, 2 rejected, 3 active, 4 completed, 5 overdue) and `status` (the loan's
 * life: 0 pending activation, 1 repaying, 2/4 settled, 3/5 broken contract). A rejection wins;
 * then the loan's own life; a loan not yet active is "approved" once approval says so.
 */
export type LoanState = 'pending' | 'approved' | 'rejected' | 'repaying' | 'settled' | 'broken';

export const loanState = (loan: Pick<LoanRecord, 'status' | 'daikuan_status'>): LoanState => {
  if (loan.daikuan_status === LoanApprovalStatus.rejected) return 'rejected';
  switch (loan.status) {
    case LoanStatus.repaying:
      return 'repaying';
    case LoanStatus.settled:
    case LoanStatus.settledAlt:
      return 'settled';
    case LoanStatus.brokenContract:
    case LoanStatus.brokenContractAlt:
      return 'broken';
    default:
      return loan.daikuan_status === LoanApprovalStatus.approved || loan.daikuan_status === LoanApprovalStatus.active
        ? 'approved'
        : 'pending';
  }
};

export const LOAN_STATE_PALETTE: Record<LoanState, string> = {
  pending: 'orange',
  approved: 'blue',
  rejected: 'red',
  repaying: 'brand',
  settled: 'green',
  broken: 'red',
};

/** Repayment goes through customer service: offered while money is owed. */
export const canRepay = (state: LoanState): boolean =>
  state === 'repaying' || state === 'approved' || state === 'broken';
