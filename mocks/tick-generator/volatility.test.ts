import { describe, expect, it } from 'vitest';
import { buildCandleHistory } from './candle-history';
import { MarketFeed } from './feed';
import { sigmaOver } from './model';
import { MOCK_SYMBOLS } from './symbols';

const stdev = (values: readonly number[]): number => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
};
const returns = (closes: readonly number[]): number[] =>
  closes.slice(1).map((close, index) => Math.log(close / closes[index]!));

describe('one market model for the history and the live feed', () => {
  const btc = MOCK_SYMBOLS.find((symbol) => symbol.jiaoyidui === 'BTCUSDT')!;

  it('moves as much per minute in the candle history as on the live socket', () => {
    const feed = new MarketFeed({ seed: 7, symbols: [btc] });
    const closes: number[] = [];
    for (let step = 1; step <= 6 * 3600 * 2; step += 1) {
      feed.step(feed.now + 500);
      if (step % 120 === 0) closes.push(feed.price('BTCUSDT'));
    }
    const live = stdev(returns(closes));
    const history = stdev(
      returns(buildCandleHistory(btc, '1min', 361, { seed: 7 }).map((candle) => Number(candle.close_price))),
    );
    const expected = sigmaOver('Crypto', 60);
    expect(live / expected).toBeGreaterThan(0.85);
    expect(live / expected).toBeLessThan(1.15);
    expect(history / live).toBeGreaterThan(0.8);
    expect(history / live).toBeLessThan(1.25);
  });

  it('scales with √time: hourly candles move about √60 times a minute’s move', () => {
    const hourly = stdev(
      returns(buildCandleHistory(btc, '1hour', 400, { seed: 3 }).map((candle) => Number(candle.close_price))),
    );
    expect(hourly / sigmaOver('Crypto', 3600)).toBeGreaterThan(0.85);
    expect(hourly / sigmaOver('Crypto', 3600)).toBeLessThan(1.15);
  });

  it('gives history candles the volume of the time they cover, like the live candles', () => {
    const feed = new MarketFeed({ seed: 11, symbols: [btc], startMs: Date.UTC(2026, 10, 1, 0, 0, 0) });
    const minutes: number[] = [];
    for (let step = 1; step <= 20 * 120; step += 1) {
      feed.step(feed.now + 500);
      // the last step of each minute: the minute's candle is complete
      if (step % 120 === 119) minutes.push(Number(feed.candle('BTCUSDT', '1min').volume));
    }
    const live = minutes.slice(1).reduce((sum, volume) => sum + volume, 0) / (minutes.length - 1);
    const history = buildCandleHistory(btc, '1min', 50, { seed: 11 }).map((candle) => Number(candle.volume));
    const perMinute = history.reduce((sum, volume) => sum + volume, 0) / history.length;
    expect(live / perMinute).toBeGreaterThan(0.6);
    expect(live / perMinute).toBeLessThan(1.6);
  });
});
