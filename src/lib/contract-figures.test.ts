import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  lotFeeOf,
  lotFeeRate,
  lotsForShare,
  marginOf,
  orderQuote,
  overnightFeeOf,
  pnlOf,
  pnlRatioOf,
  positionFigures,
  riskRateOf,
  toCents,
} from './contract-math';

const big = (value: string) => new Big(value);
const text = (value: Big | null) => value?.toFixed() ?? null;

describe('contract sums with a missing or unusable input have no figure', () => {
  it('margin needs a positive price, lot count and leverage', () => {
    expect(text(marginOf('100', '2', '10'))).toBe('20');
    for (const [price, lots, leverage] of [
      [null, '2', '10'],
      ['100', null, '10'],
      ['100', '2', null],
      ['0', '2', '10'],
      ['100', '-1', '10'],
      ['100', '2', '0'],
    ] as const) {
      expect(marginOf(price, lots, leverage), `${price} ${lots} ${leverage}`).toBeNull();
    }
  });

  it('lot fee and overnight fee need a positive price and lot count (and an overnight rate)', () => {
    expect(text(lotFeeOf('100', big('0.002'), '3'))).toBe('0.6');
    expect(lotFeeOf(null, big('0.002'), '3')).toBeNull();
    expect(lotFeeOf('100', big('0.002'), null)).toBeNull();
    expect(text(overnightFeeOf('100', '3', big('0.0005')))).toBe('0.15');
    expect(overnightFeeOf(null, '3', big('0.0005'))).toBeNull();
    expect(overnightFeeOf('100', '0', big('0.0005'))).toBeNull();
    expect(overnightFeeOf('100', '3', null)).toBeNull();
  });

  it('P/L needs the open price, the live price and the lots', () => {
    expect(text(pnlOf(1, '100', '110', '2'))).toBe('20');
    expect(pnlOf(1, null, '110', '2')).toBeNull();
    expect(pnlOf(1, '100', null, '2')).toBeNull();
    expect(pnlOf(2, '100', '110', null)).toBeNull();
  });

  it('P/L ratio and risk rate need a P/L and a positive margin', () => {
    expect(text(pnlRatioOf(big('-5'), big('20')))).toBe('-25');
    expect(pnlRatioOf(null, big('20'))).toBeNull();
    expect(pnlRatioOf(big('5'), null)).toBeNull();
    expect(pnlRatioOf(big('5'), big('0'))).toBeNull();
    expect(text(riskRateOf(big('-5'), big('20')))).toBe('25');
    expect(text(riskRateOf(big('5'), big('20')))).toBe('0');
    expect(riskRateOf(null, big('20'))).toBeNull();
    expect(riskRateOf(big('-5'), null)).toBeNull();
    expect(riskRateOf(big('-5'), big('0'))).toBeNull();
  });

  it('an order quote needs both a margin and a lot fee', () => {
    const args = { price: '100', lots: '2', leverage: 10, feeRate: big('0.002'), overnight: null };
    expect(orderQuote({ ...args, lots: null })).toBeNull();
    expect(orderQuote({ ...args, leverage: 0 })).toBeNull();
    expect(orderQuote({ ...args, price: '0' })).toBeNull();
    expect(orderQuote(args)).toMatchObject({ overnightFee: null });
  });

  it('lots for a share need an available balance, a positive share, price and leverage', () => {
    const args = { available: '1000', percent: 50, price: '100', leverage: 10, feeRate: big('0.002') };
    expect(lotsForShare(args)).toBe('49'); // 49 × (10 + 0.2) = 499.80 of 500
    expect(lotsForShare({ ...args, available: null })).toBeNull();
    expect(lotsForShare({ ...args, percent: 0 })).toBeNull();
    expect(lotsForShare({ ...args, leverage: null })).toBeNull();
    expect(lotsForShare({ ...args, available: '-5' })).toBe('0');
  });
});

describe('rates and display', () => {
  it('uses the lot fee rate of /home when it is positive, else 0.02', () => {
    expect(lotFeeRate('0.002').toFixed()).toBe('0.002');
    for (const fee of [0, '0', '-0.01', null, undefined, 'n/a'])
      expect(lotFeeRate(fee).toFixed(), String(fee)).toBe('0.02');
  });

  it('shows cents half away from zero, and no figure as no figure', () => {
    expect(toCents(big('1.005'))).toBe('1.01');
    expect(toCents(big('-1.005'))).toBe('-1.01');
    expect(toCents(null)).toBeNull();
  });
});

describe('the figures of one open position', () => {
  const position = { trade_type: 2, order_quantity: '2', open_price: '100', leverage: 10, current_price: '95' };

  it('values a short at the live price, falling back to the server mark price', () => {
    expect(positionFigures(position, '90')).toMatchObject({ price: '90', pnl: big('20'), margin: big('20') });
    expect(text(positionFigures(position, '90').ratio)).toBe('100');
    expect(text(positionFigures(position, null).pnl)).toBe('10');
    expect(positionFigures(position, undefined).price).toBe('95');
  });

  it('values anything but a short as a long', () => {
    expect(text(positionFigures({ ...position, trade_type: 1 }, '90').pnl)).toBe('-20');
    expect(text(positionFigures({ ...position, trade_type: 7 }, '90').risk)).toBe('100');
  });

  it('has no price and no P/L without a live or mark price, but still its margin', () => {
    const figures = positionFigures({ ...position, current_price: 'n/a' }, null);
    expect(figures).toMatchObject({ price: null, pnl: null, ratio: null, risk: null });
    expect(text(figures.margin)).toBe('20');
    expect(text(positionFigures({ ...position, margin: '35' }, '90').margin)).toBe('35');
  });
});
