/** Deposits, withdrawals, payroll and exchanges (owned by the domains/funds*.ts modules). */

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
  /** Where it is paid: 'wallet' to a bound address, 'bank' to the bound bank card. */
  kind: 'wallet' | 'bank';
  /**
   * What it is paid from: the balance (USDT account) or the salary balance (`/withdrawsalary`, every day
   * 07:00–09:00). Absent in states saved before salary withdrawals: the balance.
   */
  source?: 'balance' | 'salary';
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

/** A team-leader salary paid into the user's salary balance (`/payrollrecords`). */
export interface PayrollRecord {
  id: number;
  userId: number;
  /** The month paid for, "YYYY-MM". */
  period: string;
  amount: string;
  currency: string;
  team_size?: number;
  remark: string;
  paidAt: number;
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
  /** Absent in states saved before salary withdrawals (none paid then). */
  payroll?: PayrollRecord[];
}

export const emptyFunds = (): FundsSlice => ({ deposits: [], withdrawals: [], exchanges: [], payroll: [] });
