import { getGetUserDetailMockHandler } from '../../src/api/generated/endpoints/profile/profile.msw';
import type { ContractOrder } from '../../src/api/generated/model';
import type { MarketFrame } from '../../src/market/frames';
import { MarketStore } from '../../src/market/store';

/** What the trading screens' tests feed them: price and day frames, a market store, a balance. */

export const price = (code: string, value: number): MarketFrame => ({
  kind: 'price',
  frame: { cmd_id: 22998, data: { code, price: value } },
});

export const day = (code: string, open: string, high: string, low: string, volume: string): MarketFrame => ({
  kind: 'ticker',
  frame: {
    data: [
      {
        code,
        kline_data: [{ open_price: open, high_price: high, low_price: low, close_price: open, volume, timestamp: 1 }],
      },
    ],
  },
});

/** A market store the test feeds: every frame shows at once (no animation frame to wait for). */
export const syncStore = (): MarketStore => new MarketStore({ schedule: (flush) => flush() });

/** `/userdetail` with this balance and frozen amount. */
export const withBalance = (balance: string, frozen = '0') =>
  getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: '0901234567', balance, frozen } });

/**
 * A contract order as the provider lists it: by default an open ETH long of one lot at 20 × with no P/L
 * yet; `patch` sets what a test is about (another side, a pending order, its own figures).
 */
export const contractOrder = (patch: Partial<ContractOrder> = {}): ContractOrder => ({
  id: 1,
  symbol: 'ethusdt',
  trade_type: 1,
  order_quantity: '1',
  open_price: 3380.2,
  current_price: 3412.18,
  take_profit_price: null,
  stop_loss_price: null,
  leverage: 20,
  margin: 169.01,
  fee: 6.76,
  overnight_fee: 0,
  profit_loss: 0,
  order_time: '2026-11-22 04:30:18',
  close_time: null,
  status: 1,
  ...patch,
});
