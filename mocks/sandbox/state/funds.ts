/** Deposits, withdrawals and exchanges (owned by the domains/funds*.ts modules). */

export interface DepositRecord {
  id: number;
  userId: number;
  channelId: number;
  amount: string;
  currency: string;
  cryptoprotocol: string;
  tran_img: string | null;
  /** 0 under review, 1 approved, 2 rejected. */
  status: 0 | 1 | 2;
  createdAt: number;
  decideAt: number;
  decidedAt?: number;
}

export interface WithdrawalRecord {
  id: number;
  userId: number;
  /** 'wallet' to an address, 'bank' to the bound bank card, 'salary' the daily salary withdrawal. */
  kind: 'wallet' | 'bank';
  address: string;
  currency: string;
  cryptoprotocol: string;
  amount: string;
  fee: string;
  tax: string;
  /** What the user receives, in the channel's currency. */
  received: string;
  /** 1 under review, 2 approved (paid), 3 rejected. */
  status: 1 | 2 | 3;
  createdAt: number;
  decideAt: number;
  decidedAt?: number;
  reason?: string;
}

export interface ExchangeRecord {
  id: number;
  userId: number;
  from: string;
  to: string;
  amount: string;
  received: string;
  rate: string;
  createdAt: number;
}

export interface FundsSlice {
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  exchanges: ExchangeRecord[];
}

export const emptyFunds = (): FundsSlice => ({ deposits: [], withdrawals: [], exchanges: [] });
