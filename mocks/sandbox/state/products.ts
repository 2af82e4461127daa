/** Loans, staking orders and new-coin subscriptions (owned by domains/products.ts). */

export interface LoanRecord {
  id: number;
  userId: number;
  termId: number;
  amount: string;
  days: number;
  daily_rate: string;
  total_interest: string;
  /** LoanApprovalStatus: 0 pending, 1 approved (paid out), 2 rejected, 3 active, 4 completed, 5 overdue. */
  approval: 0 | 1 | 2 | 3 | 4 | 5;
  /** LoanStatus: 0 pending activation, 1 repaying, 2 settled, 3 broken contract. */
  status: 0 | 1 | 2 | 3;
  repaid: string;
  createdAt: number;
  decideAt: number;
  approvedAt?: number;
  dueAt?: number;
}

export interface StakingOrderRecord {
  id: number;
  userId: number;
  productId: number;
  amount: string;
  days: number;
  /** Daily yield in percent. */
  rate: string;
  /** 1 daily yield, deposit at expiry; 2 everything at expiry. */
  rebate: 1 | 2;
  /** 0 pending activation, 1 active, 2 completed, 3 cancelled. */
  status: 0 | 1 | 2 | 3;
  earned: string;
  /** Whole days accrued so far. */
  accruedDays: number;
  createdAt: number;
  startAt: number;
  endAt: number;
}

export interface NewCoinSubscriptionRecord {
  id: number;
  userId: number;
  coinId: number;
  quantity: string;
  price: string;
  amount: string;
  status: number;
  createdAt: number;
}

/** A new coin on offer; its windows are placed around the seed's time so the catalogue stays live. */
export interface NewCoinRecord {
  id: number;
  name: string;
  symbol: string;
  image: string;
  price: string;
  total_supply: string;
  sold: string;
  min_amount: string;
  max_amount: string;
  startAt: number;
  endAt: number;
  listingAt: number;
  /** Price multiple once listed (deterministic per seed). */
  listedFactor: string;
  description: string;
}

export interface ProductsSlice {
  loans: LoanRecord[];
  staking: StakingOrderRecord[];
  newcoin: NewCoinSubscriptionRecord[];
  coins: NewCoinRecord[];
}

export const emptyProducts = (): ProductsSlice => ({ loans: [], staking: [], newcoin: [], coins: [] });
