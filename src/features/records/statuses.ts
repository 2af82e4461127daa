import { DepositStatus, MoneyChangeType, WithdrawStatus } from '../../api/provider-values';

/** The review state of a deposit or withdrawal, as the user reads it. */
export type ReviewState = 'pending' | 'success' | 'failed' | 'unknown';

/** Deposits: 0 under review, 1 approved, 2 rejected. */
export const depositState = (status: number): ReviewState =>
  status === DepositStatus.pending
    ? 'pending'
    : status === DepositStatus.approved
      ? 'success'
      : status === DepositStatus.rejected
        ? 'failed'
        : 'unknown';

/** Withdrawals count from 1: 1 under review, 2 approved, 3 rejected. */
export const withdrawState = (status: number): ReviewState =>
  status === WithdrawStatus.pending
    ? 'pending'
    : status === WithdrawStatus.approved
      ? 'success'
      : status === WithdrawStatus.rejected
        ? 'failed'
        : 'unknown';

export const STATE_PALETTE: Record<ReviewState, string> = {
  pending: 'orange',
  success: 'green',
  failed: 'red',
  unknown: 'gray',
};

/** Every ledger type of the contract, by value, with its locale key. */
export const LEDGER_TYPES = Object.entries(MoneyChangeType).map(([key, value]) => ({ key, value }));
export type LedgerKey = keyof typeof MoneyChangeType;

export const ledgerKey = (type: number): LedgerKey | 'unknown' =>
  (LEDGER_TYPES.find((entry) => entry.value === type)?.key as LedgerKey | undefined) ?? 'unknown';
