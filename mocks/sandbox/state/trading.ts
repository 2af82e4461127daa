/** Option orders and perpetual contract orders (owned by domains/trading/options.ts and domains/trading/contracts.ts). */

export interface OptionOrderRecord {
  id: number;
  userId: number;
  symbol: string;
  direction: 1 | 2;
  amount: string;
  currency: string;
  trade_time: number;
  /** Payout ratio in percent at the time of the order. */
  profit_ratio: string;
  open_price: string;
  openedAt: number;
  /** Market time at which it settles. */
  expiresAt: number;
  status: 0 | 1;
  close_price?: string;
  /** Signed result (the profit on a win, minus the stake on a loss, 0 on a tie). */
  profit?: string;
  settledAt?: number;
}

export interface ContractOrderRecord {
  id: number;
  userId: number;
  symbol: string;
  trade_type: 1 | 2;
  lots: string;
  leverage: string;
  /** '1' market, '2' limit. */
  pricetype: '1' | '2';
  /** Limit price (pending) or fill price (holding and after). */
  open_price: string;
  margin: string;
  fee: string;
  overnight_fee: string;
  take_profit_price: string | null;
  stop_loss_price: string | null;
  /** 0 pending, 1 holding, 2 closed, 3 cancelled. */
  status: 0 | 1 | 2 | 3;
  createdAt: number;
  openedAt?: number;
  closedAt?: number;
  close_price?: string;
  profit_loss?: string;
  /** Why it closed: by the user, take profit, stop loss, liquidation. */
  closeReason?: 'user' | 'takeProfit' | 'stopLoss' | 'liquidation';
  /** Overnight fees accrued while held (settled from the payout at close). */
  overnightAccrued?: string;
  /** Local midnights (UTC ms) already charged for. */
  overnightChargedUntil?: number;
}

export interface TradingSlice {
  options: OptionOrderRecord[];
  contracts: ContractOrderRecord[];
}

export const emptyTrading = (): TradingSlice => ({ options: [], contracts: [] });
