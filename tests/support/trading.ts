import { getGetUserDetailMockHandler } from '../../src/api/generated/endpoints/profile/profile.msw';
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
