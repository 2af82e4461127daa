import type { LoanRecord } from '../../api/generated/model';

/**
 * The six states a borrower sees. The provider sends two enums: `daikuan_status` (approval:
 * 0 pending, 1 approved, 2 rejected, 3 active, 4 completed, 5 overdue) and `status` (the loan's
 * life: 0 pending activation, 1 repaying, 2/4 settled, 3/5 broken contract). A rejection wins;
 * then the loan's own life; a loan not yet active is "approved" once approval says so.
 */
export type LoanState = 'pending' | 'approved' | 'rejected' | 'repaying' | 'settled' | 'broken';

export const loanState = (loan: Pick<LoanRecord, 'status' | 'daikuan_status'>): LoanState => {
  if (loan.daikuan_status === 2) return 'rejected';
  switch (loan.status) {
    case 1:
      return 'repaying';
    case 2:
    case 4:
      return 'settled';
    case 3:
    case 5:
      return 'broken';
    default:
      return loan.daikuan_status === 1 || loan.daikuan_status === 3 ? 'approved' : 'pending';
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
export const canRepay = (state: LoanState): boolean => state === 'repaying' || state === 'approved' || state === 'broken';
