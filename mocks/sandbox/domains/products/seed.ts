/** The products part of the seed: the new-coin catalogue, the example account's loans, staking orders and subscription. */
import { coinQuantity } from '../../../../src/lib/newcoin-math.ts';
import { DAY, providerLocal, PROVIDER_UTC_OFFSET_MS } from '../../clock.ts';
import type { SeedDraft } from '../../seed.ts';
import { LEDGER } from '../../state.ts';
import type { LoanRecord, StakingOrderRecord } from '../../state/products.ts';
import { dailyYield } from './staking.ts';

/** The time the contract's examples are written at; catalogue dates are moved by (seed time − this). */
const EXAMPLES_NOW = Date.UTC(2026, 10, 22, 4, 52, 10) - PROVIDER_UTC_OFFSET_MS;

const parseProviderTime = (text: string): number => {
  const [date = '', time = '00:00:00'] = text.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return Date.UTC(y!, m! - 1, d, hh, mm, ss) - PROVIDER_UTC_OFFSET_MS;
};

export function seed(draft: SeedDraft): void {
  const { state, example, now, random } = draft;
  const shift = now - EXAMPLES_NOW;
  const coins = (draft.contract.example('getNewCoins') as { result: { list: Array<Record<string, string | number>> } })
    .result.list;
  state.products.coins = coins.map((coin) => ({
    id: Number(coin.id),
    name: String(coin.name),
    symbol: String(coin.symbol),
    image: String(coin.image ?? ''),
    price: String(coin.price),
    total_supply: String(coin.total_supply ?? '0'),
    sold: String(coin.sold ?? '0'),
    min_amount: String(coin.min_amount ?? '1'),
    max_amount: String(coin.max_amount ?? '1000000'),
    startAt: parseProviderTime(String(coin.start_time)) + shift,
    endAt: parseProviderTime(String(coin.end_time)) + shift,
    listingAt: parseProviderTime(String(coin.listing_time ?? coin.end_time)) + shift,
    listedFactor: (1.2 + random() * 0.6).toFixed(4),
    description: String(coin.description ?? ''),
  }));
  const ledger = (amount: string, type: (typeof LEDGER)[keyof typeof LEDGER], time: number, ref: string): void => {
    state.ledger.push({
      id: draft.nextId('ledger', 1001),
      userId: example.id,
      amount,
      currency: 'USDT',
      type,
      time,
      ref,
    });
  };
  // loans: an active one (the contract's 1203) and a settled one
  const active: LoanRecord = {
    id: 1203,
    userId: example.id,
    termId: 1,
    amount: '10000',
    days: 7,
    daily_rate: '0.001',
    total_interest: '70.00',
    approval: 3,
    status: 1,
    repaid: '0',
    createdAt: now - 3 * DAY,
    decideAt: now - 3 * DAY + 600_000,
    approvedAt: now - 3 * DAY + 600_000,
    dueAt: now - 3 * DAY + 600_000 + 7 * DAY,
  };
  const settled: LoanRecord = {
    id: 1187,
    userId: example.id,
    termId: 2,
    amount: '5000',
    days: 30,
    daily_rate: '0.0008',
    total_interest: '120.00',
    approval: 4,
    status: 2,
    repaid: '5120',
    createdAt: now - 52 * DAY,
    decideAt: now - 52 * DAY + 600_000,
    approvedAt: now - 52 * DAY + 600_000,
    dueAt: now - 22 * DAY,
  };
  state.products.loans.push(active, settled);
  ledger('10000', LEDGER.loan, active.approvedAt!, 'loan:1203');
  ledger('5000', LEDGER.loan, settled.approvedAt!, 'loan:1187');
  ledger('-5120', LEDGER.repayment, settled.dueAt!, 'loan:1187');
  state.ids.loan = 1301;
  // staking: one active mid-way (method 1, the contract's 2251) and one completed (method 2)
  const startActive = providerLocal(now).dayStartMs - 14 * DAY + 3_600_000;
  const activeOrder: StakingOrderRecord = {
    id: 2251,
    userId: example.id,
    productId: 3,
    amount: '2000',
    days: 30,
    rate: '1.200',
    rebate: 1,
    status: 1,
    earned: '0',
    accruedDays: 0,
    createdAt: startActive,
    startAt: startActive,
    endAt: providerLocal(startActive).dayStartMs + 30 * DAY,
  };
  const startDone = providerLocal(now).dayStartMs - 35 * DAY + 3_600_000;
  const doneOrder: StakingOrderRecord = {
    id: 2198,
    userId: example.id,
    productId: 5,
    amount: '1000',
    days: 7,
    rate: '0.800',
    rebate: 2,
    status: 2,
    earned: '56',
    accruedDays: 7,
    createdAt: startDone,
    startAt: startDone,
    endAt: providerLocal(startDone).dayStartMs + 7 * DAY,
  };
  ledger('-2000', LEDGER.stakingMining, startActive, 'staking:2251');
  for (let day = 1; day <= 14; day += 1)
    ledger(
      dailyYield(activeOrder).toFixed(),
      LEDGER.miningProfit,
      providerLocal(startActive).dayStartMs + day * DAY,
      `staking:2251:${day}`,
    );
  activeOrder.accruedDays = 14;
  activeOrder.earned = dailyYield(activeOrder).times(14).toFixed();
  ledger('-1000', LEDGER.stakingMining, startDone, 'staking:2198');
  ledger('56', LEDGER.miningProfit, doneOrder.endAt, 'staking:2198:yield');
  ledger('1000', LEDGER.stakingMining, doneOrder.endAt, 'staking:2198:principal');
  state.products.staking.push(activeOrder, doneOrder);
  state.ids.staking = 2301;
  // a new-coin subscription to the open coin
  const open = state.products.coins[0];
  if (open !== undefined) {
    const amount = '1200.00';
    state.products.newcoin.push({
      id: 531,
      userId: example.id,
      coinId: open.id,
      quantity: coinQuantity(amount, open.price) ?? '0',
      price: open.price,
      amount,
      status: 1,
      createdAt: open.startAt + 2 * DAY,
    });
    ledger('-1200.00', LEDGER.icoSubscription, open.startAt + 2 * DAY, 'newcoin:531');
    state.ids.newcoin = 541;
  }
}
