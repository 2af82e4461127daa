import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lotFeeOf,
  lotFeeRate,
  lotsForShare,
  marginOf,
  orderQuote,
  overnightFeeOf,
  overnightRate,
  pnlOf,
  pnlRatioOf,
  positionFigures,
  riskRateOf,
  toCents,
  totalPnl,
} from './contract-math';

/**
 * The oracle works in integers only (BigInt): a decimal is an integer numerator over a power of ten,
 * and a figure rounded to cents is an integer number of cents. It shares no code with contract-math.ts.
 */
const pow10 = (n: number): bigint => 10n ** BigInt(n);
/** num / den rounded to the nearest integer, halves away from zero (den > 0). */
const divHalfAway = (num: bigint, den: bigint): bigint => {
  const magnitude = ((num < 0n ? -num : num) * 2n + den) / (2n * den);
  return num < 0n ? -magnitude : magnitude;
};
const cents = (units: bigint): string => {
  const negative = units < 0n;
  const text = (negative ? -units : units).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
};
const decimalText = (num: bigint, scale: number): string => {
  if (scale === 0) return num.toString();
  const negative = num < 0n;
  const text = (negative ? -num : num).toString().padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${text.slice(0, -scale)}.${text.slice(-scale)}`;
};
/** "-0.00" and "0.00" are the same figure. */
const same = (text: string | null): string | null => (text === '-0.00' ? '0.00' : text);

const price = fc.record({ units: fc.bigInt({ min: 1n, max: 20_000_000_000n }), scale: fc.integer({ min: 0, max: 8 }) });
const lots = fc.bigInt({ min: 1n, max: 100_000n });
const leverage = fc.constantFrom(1n, 2n, 3n, 5n, 7n, 10n, 20n, 25n, 50n, 75n, 100n, 125n, 200n, 500n, 1000n);
const rate = fc.record({ units: fc.bigInt({ min: 0n, max: 99_999n }), scale: fc.integer({ min: 1, max: 6 }) });
const RUNS = { numRuns: 3000 };

describe('order sums against an integer oracle', () => {
  it('margin = price × lots / leverage, rounded half up to cents', () => {
    fc.assert(
      fc.property(price, lots, leverage, (p, n, l) => {
        const expected = divHalfAway(p.units * n * 100n, pow10(p.scale) * l);
        expect(toCents(marginOf(decimalText(p.units, p.scale), n.toString(), l.toString()))).toBe(cents(expected));
      }),
      RUNS,
    );
  });

  it('lot fee = price × fee rate × lots, and overnight fee = price × lots × overnight rate', () => {
    fc.assert(
      fc.property(price, lots, rate, (p, n, r) => {
        fc.pre(r.units > 0n);
        const expected = divHalfAway(p.units * n * r.units * 100n, pow10(p.scale + r.scale));
        const priceText = decimalText(p.units, p.scale);
        const rateText = decimalText(r.units, r.scale);
        expect(toCents(lotFeeOf(priceText, lotFeeRate(rateText), n.toString()))).toBe(cents(expected));
        expect(toCents(overnightFeeOf(priceText, n.toString(), overnightRate(rateText)))).toBe(cents(expected));
      }),
      RUNS,
    );
  });

  it('total = booked margin + booked lot fee (each in cents), so the rows shown add up', () => {
    fc.assert(
      fc.property(price, lots, leverage, rate, (p, n, l, r) => {
        fc.pre(r.units > 0n);
        const margin = divHalfAway(p.units * n * 100n, pow10(p.scale) * l);
        const fee = divHalfAway(p.units * n * r.units * 100n, pow10(p.scale + r.scale));
        const quote = orderQuote({
          price: decimalText(p.units, p.scale),
          lots: n.toString(),
          leverage: l.toString(),
          feeRate: lotFeeRate(decimalText(r.units, r.scale)),
          overnight: null,
        });
        expect(quote!.margin.toFixed(2)).toBe(cents(margin));
        expect(quote!.fee.toFixed(2)).toBe(cents(fee));
        expect(quote!.total.toFixed(2)).toBe(cents(margin + fee));
        expect(quote!.overnightFee).toBeNull();
      }),
      RUNS,
    );
  });

  it('a 1-lot XRP order: margin 0.24 + fee 0.00 is a total of 0.24, not the 0.25 of the unrounded sum', () => {
    // 2.4245 / 10 = 0.24245 and 2.4245 × 0.002 = 0.004849: the exact sum 0.247299 would read 0.25
    const quote = orderQuote({
      price: '2.4245',
      lots: '1',
      leverage: 10,
      feeRate: lotFeeRate(0.002),
      overnight: null,
    })!;
    expect([toCents(quote.margin), toCents(quote.fee), toCents(quote.total)]).toEqual(['0.24', '0.00', '0.24']);
  });

  it('falls back to a 0.02 fee rate when /home sends none or 0, and shows no overnight figure without a rate', () => {
    expect(lotFeeRate(undefined).toString()).toBe('0.02');
    expect(lotFeeRate(0).toString()).toBe('0.02');
    expect(lotFeeRate('0').toString()).toBe('0.02');
    expect(lotFeeRate(0.002).toString()).toBe('0.002');
    expect(overnightRate(undefined)).toBeNull();
    expect(overnightFeeOf('3875.40', '5', overnightRate(undefined))).toBeNull();
    expect(toCents(overnightFeeOf('3875.40', '5', overnightRate(0.0005)))).toBe('9.69'); // 9.6885
    // The documented example: 1 lot of ETH at 3380.20, 20x, fee 0.002.
    const quote = orderQuote({ price: '3380.2', lots: '1', leverage: 20, feeRate: lotFeeRate(0.002), overnight: null });
    expect(toCents(quote!.margin)).toBe('169.01');
    expect(toCents(quote!.fee)).toBe('6.76');
    expect(toCents(quote!.total)).toBe('175.77');
    // 0.1 + 0.2 is not 0.30000000000000004 here
    expect(
      toCents(orderQuote({ price: '0.1', lots: '3', leverage: 1, feeRate: lotFeeRate(0.02), overnight: null })!.margin),
    ).toBe('0.30');
  });
});

describe('position figures against an integer oracle', () => {
  const position = fc.record({
    open: fc.bigInt({ min: 1n, max: 20_000_000_000n }),
    live: fc.bigInt({ min: 1n, max: 20_000_000_000n }),
    scale: fc.integer({ min: 0, max: 8 }),
    lots,
    marginCents: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
  });

  it('P/L = (live − open) × lots for a long, exactly the negation for a short', () => {
    fc.assert(
      fc.property(position, ({ open, live, scale, lots: n }) => {
        const o = decimalText(open, scale);
        const c = decimalText(live, scale);
        const expected = divHalfAway((live - open) * n * 100n, pow10(scale));
        const long = toCents(pnlOf(1, o, c, n.toString()));
        const short = toCents(pnlOf(2, o, c, n.toString()));
        expect(same(long)).toBe(same(cents(expected)));
        expect(same(short)).toBe(same(cents(-expected)));
        // Sign symmetry of the exact values, not only of the rounded ones.
        expect(
          pnlOf(1, o, c, n.toString())!
            .plus(pnlOf(2, o, c, n.toString())!)
            .eq(0),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('P/L ratio = P/L / margin × 100 and risk rate = max(0, −P/L) / margin × 100', () => {
    fc.assert(
      fc.property(
        position,
        fc.constantFrom(1 as const, 2 as const),
        ({ open, live, scale, lots: n, marginCents }, side) => {
          const diff = (side === 1 ? live - open : open - live) * n; // P/L × 10^scale
          const margin = new Big(cents(marginCents));
          const pnl = pnlOf(side, decimalText(open, scale), decimalText(live, scale), n.toString());
          // ratio in hundredths of a percent: diff / 10^s × 100 / (m / 100) × 100
          const ratio = divHalfAway(diff * 1_000_000n, pow10(scale) * marginCents);
          const risk = diff < 0n ? divHalfAway(-diff * 1_000_000n, pow10(scale) * marginCents) : 0n;
          expect(same(toCents(pnlRatioOf(pnl, margin)))).toBe(same(cents(ratio)));
          expect(toCents(riskRateOf(pnl, margin))).toBe(cents(risk));
        },
      ),
      RUNS,
    );
  });

  it('a position with no loss has a risk rate of 0, a loss of the whole margin 100 %', () => {
    const order = { trade_type: 1, order_quantity: '2', open_price: '100', leverage: 10, margin: '20' };
    expect(toCents(positionFigures(order, '105').risk)).toBe('0.00');
    expect(toCents(positionFigures(order, '90').risk)).toBe('100.00');
    expect(toCents(positionFigures(order, '95').ratio)).toBe('-50.00');
    // Without a live price the server's mark price is used.
    expect(positionFigures({ ...order, current_price: 101 }, null).price).toBe('101');
    expect(toCents(positionFigures({ ...order, current_price: 101 }, null).pnl)).toBe('2.00');
    // Without the server's margin: open × lots / leverage.
    expect(toCents(positionFigures({ ...order, margin: undefined }, '95').margin)).toBe('20.00');
  });

  it('the total P/L counts each position once', () => {
    const a = { id: 1, pnl: new Big('31.98') };
    const b = { id: 2, pnl: new Big('-7.5') };
    expect(toCents(totalPnl([a, b, a, b]))).toBe('24.48');
    expect(totalPnl([])).toBeNull();
    expect(toCents(totalPnl([{ id: 3, pnl: null }, a]))).toBe('31.98');
  });
});

describe('lots from a share of the available balance', () => {
  it('is the largest whole number of lots whose margin + lot fee fit in the share, never more than available', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 100_000_000n }), // available, cents
        fc.constantFrom(25n, 50n, 75n, 100n),
        price,
        leverage,
        rate,
        (available, percent, p, l, r) => {
          const feeRate = lotFeeRate(decimalText(r.units, r.scale));
          const k = r.units > 0n ? r.scale : 2;
          const f = r.units > 0n ? r.units : 2n; // 0 falls back to 0.02
          // the booked cost of n lots: margin and fee each in cents, half up
          const cost = (n: bigint): bigint =>
            divHalfAway(p.units * n * 100n, pow10(p.scale) * l) +
            divHalfAway(p.units * n * f * 100n, pow10(p.scale + k));
          // cost ≤ available × percent / 100, multiplied out (no division)
          const fits = (n: bigint): boolean => cost(n) * 100n <= available * percent;
          const result = lotsForShare({
            available: cents(available),
            percent: percent.toString(),
            price: decimalText(p.units, p.scale),
            leverage: l.toString(),
            feeRate,
          });
          const n = BigInt(result!);
          // the largest count that fits: n fits (or is 0) and n + 1 does not; nothing from nothing
          if (n > 0n) expect(fits(n)).toBe(true);
          if (available > 0n) expect(fits(n + 1n)).toBe(false);
          else expect(n).toBe(0n);
          if (n > 0n) {
            const quote = orderQuote({
              price: decimalText(p.units, p.scale),
              lots: result,
              leverage: l.toString(),
              feeRate,
              overnight: null,
            });
            expect(quote!.total.lte(new Big(cents(available)))).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it('matches a hand-worked case', () => {
    // 12,530.75 available, ETH at 3,875.40, 20x, fee 0.002: one lot takes 193.77 + 7.7508 = 201.5208.
    const args = { available: '12530.75', price: '3875.40', leverage: 20, feeRate: lotFeeRate(0.002) };
    expect(lotsForShare({ ...args, percent: 100 })).toBe('62');
    expect(lotsForShare({ ...args, percent: 25 })).toBe('15');
    expect(lotsForShare({ ...args, available: '0', percent: 100 })).toBe('0');
    expect(lotsForShare({ ...args, price: null, percent: 100 })).toBeNull();
  });
});
