import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountFigures,
  cents,
  dayPnl,
  marginBalance,
  positionMarginRatio,
  positionRisk,
  unrealisedPnl,
  type OpenPosition,
} from './figures';

// prices and amounts in hundredths, so an integer (BigInt) oracle can check the decimal maths
const hundredths = (max: number) => fc.integer({ min: 1, max });
const asText = (value: bigint): string => {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

const position = fc.record({
  side: fc.constantFrom(1, 2),
  open: hundredths(20_000_000),
  live: hundredths(20_000_000),
  lots: fc.integer({ min: 1, max: 50 }),
  margin: hundredths(5_000_000),
});

const toPosition = (p: { side: number; open: number; lots: number; margin: number }): OpenPosition => ({
  trade_type: p.side,
  order_quantity: p.lots,
  open_price: asText(BigInt(p.open)),
  margin: asText(BigInt(p.margin)),
});

/** The oracle's P/L in hundredths: (live − open) × lots, the loss bounded by the margin. */
const oraclePnl = (p: { side: number; open: number; live: number; lots: number; margin: number }): bigint => {
  const raw = BigInt(p.live - p.open) * BigInt(p.lots) * (p.side === 2 ? -1n : 1n);
  return raw < -BigInt(p.margin) ? -BigInt(p.margin) : raw;
};

describe('position figures', () => {
  it('a new position (live = open) has margin ratio 100 % and risk 0 %', () => {
    const btc = { trade_type: 1, order_quantity: 1, open_price: '96165.5', margin: '1923.31' };
    expect(cents(positionMarginRatio(btc, '96165.5'))).toBe('100.00');
    expect(cents(positionRisk(btc, '96165.5'))).toBe('0.00');
  });

  it('a 50× long that lost half its margin reads 50 % and risk 50 %; at liquidation 0 % and 100 %', () => {
    const long = { trade_type: 1, order_quantity: 1, open_price: '100', leverage: 50 };
    expect(cents(positionMarginRatio(long, '99'))).toBe('50.00');
    expect(cents(positionRisk(long, '99'))).toBe('50.00');
    expect(cents(positionMarginRatio(long, '98'))).toBe('0.00');
    expect(cents(positionMarginRatio(long, '90'))).toBe('0.00');
    expect(cents(positionRisk(long, '90'))).toBe('100.00');
  });

  it('margin balance = margin + P/L (never below 0) and the ratio against the margin, as an integer oracle computes', () => {
    fc.assert(
      fc.property(position, (p) => {
        const pnl = oraclePnl(p);
        const balance = BigInt(p.margin) + pnl;
        expect(marginBalance(toPosition(p), asText(BigInt(p.live)))?.eq(asText(balance))).toBe(true);
        // ratio × margin = balance × 100, exactly
        const ratio = positionMarginRatio(toPosition(p), asText(BigInt(p.live)));
        expect(
          ratio
            ?.times(p.margin)
            .round(6)
            .eq(balance * 100n === 0n ? 0 : Number(balance) * 100),
        ).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('risk is 0 while not losing, 100 − margin ratio while losing, and within [0, 100]', () => {
    fc.assert(
      fc.property(position, (p) => {
        const pos = toPosition(p);
        const live = asText(BigInt(p.live));
        const risk = positionRisk(pos, live)!;
        const ratio = positionMarginRatio(pos, live)!;
        expect(risk.gte(0) && risk.lte(100)).toBe(true);
        if (oraclePnl(p) >= 0n) expect(risk.eq(0)).toBe(true);
        else expect(risk.plus(ratio).round(12).eq(100)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('a long and a short of the same size show opposite P/L', () => {
    fc.assert(
      fc.property(position, (p) => {
        const live = asText(BigInt(p.live));
        const long = unrealisedPnl(toPosition({ ...p, side: 1 }), live)!;
        const short = unrealisedPnl(toPosition({ ...p, side: 2 }), live)!;
        expect(long.plus(short).eq(0)).toBe(true);
      }),
    );
  });
});

describe('account figures', () => {
  it('equity = available + frozen + Σ bounded P/L, and margin ratio = equity / Σ margin, as the oracle computes', () => {
    fc.assert(
      fc.property(
        fc.array(position, { maxLength: 6 }),
        hundredths(100_000_000),
        hundredths(10_000_000),
        (positions, available, frozen) => {
          const figures = accountFigures({
            available: asText(BigInt(available)),
            frozen: asText(BigInt(frozen)),
            holdings: positions.map((p, id) => ({ id, position: toPosition(p), live: asText(BigInt(p.live)) })),
          });
          const equity = BigInt(available) + BigInt(frozen) + positions.reduce((sum, p) => sum + oraclePnl(p), 0n);
          const used = positions.reduce((sum, p) => sum + BigInt(p.margin), 0n);
          expect(figures.equity.eq(asText(equity))).toBe(true);
          expect(figures.usedMargin.eq(asText(used))).toBe(true);
          if (used === 0n) expect(figures.marginRatio).toBeNull();
          else
            expect(figures.marginRatio!.times(asText(used)).round(8).eq(figures.equity.times(100).round(8))).toBe(true);
          expect(figures.complete).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('counts a position listed twice once, and says when a price is missing', () => {
    const eth = { trade_type: 1, order_quantity: 1, open_price: '3380.2', margin: '169.01' };
    const figures = accountFigures({
      available: '100',
      frozen: '169.01',
      holdings: [
        { id: 7731, position: eth, live: '3400.2' },
        { id: 7731, position: eth, live: '3400.2' },
        { id: 7728, position: { ...eth, margin: '50' }, live: null },
      ],
    });
    expect(cents(figures.equity)).toBe('289.01');
    expect(cents(figures.usedMargin)).toBe('219.01');
    expect(figures.complete).toBe(false);
  });
});

describe('day P/L', () => {
  const day = Date.UTC(2026, 10, 26, 17); // 00:00 of 27 Nov in UTC+7

  it('a losing round trip counts its lot fee: 45.76 gross less 192.33 fee is −146.57; with a +20 option −126.57', () => {
    const contracts = [{ id: 1, profit_loss: '45.76', fee: '192.33', overnight_fee: '0.00', closedAt: day + 60_000 }];
    expect(cents(dayPnl({ contracts, options: [], dayStart: day }))).toBe('-146.57');
    expect(cents(dayPnl({ contracts, options: [{ id: 9, profit: '20', settledAt: day + 1 }], dayStart: day }))).toBe(
      '-126.57',
    );
  });

  it('equals the change the day’s round trips made to the ledger (−margin − fee at opening, +margin + P/L − overnight at closing)', () => {
    const trip = fc.record({
      margin: hundredths(1_000_000),
      fee: hundredths(100_000),
      pnl: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      overnight: fc.integer({ min: 0, max: 10_000 }),
      closed: fc.integer({ min: -86_400_000, max: 86_400_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(trip, { maxLength: 8 }),
        fc.array(
          fc.record({
            profit: fc.integer({ min: -100_000, max: 100_000 }),
            settled: fc.integer({ min: -86_400_000, max: 86_400_000 }),
          }),
          { maxLength: 5 },
        ),
        (trips, options) => {
          let ledger = 0n;
          for (const t of trips)
            if (t.closed >= 0) ledger += -BigInt(t.margin + t.fee) + BigInt(t.margin + t.pnl - t.overnight);
          for (const o of options) if (o.settled >= 0) ledger += BigInt(o.profit);
          const result = dayPnl({
            contracts: trips.map((t, id) => ({
              id,
              profit_loss: asText(BigInt(t.pnl)),
              fee: asText(BigInt(t.fee)),
              overnight_fee: asText(BigInt(t.overnight)),
              closedAt: day + t.closed,
            })),
            options: options.map((o, id) => ({ id, profit: asText(BigInt(o.profit)), settledAt: day + o.settled })),
            dayStart: day,
          });
          expect(result.eq(asText(ledger))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
