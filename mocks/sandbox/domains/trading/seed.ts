/** The trading part of the seed: the example account's positions, orders and history. */
import { lotFeeOf, lotFeeRate, marginOf } from '../../../../src/lib/contract-math.ts';
import { providerLocal } from '../../clock.ts';
import { Big, fixed } from '../../money.ts';
import type { SeedDraft } from '../../seed.ts';
import { LEDGER } from '../../state.ts';
import type { ContractOrderRecord } from '../../state/trading.ts';
import { optionOutcome, optionPayout } from './rules.ts';

export function seed(draft: SeedDraft): void {
  const { state, example, now, market } = draft;
  const HOUR = 3_600_000;
  const rate = lotFeeRate(0.002);
  const ledger = (amount: Big, type: (typeof LEDGER)[keyof typeof LEDGER], time: number, ref: string): void => {
    state.ledger.push({
      id: draft.nextId('ledger', 1001),
      userId: example.id,
      amount: amount.toFixed(),
      currency: 'USDT',
      type,
      time,
      ref,
    });
  };
  const contract = (
    id: number,
    code: string,
    side: 1 | 2,
    lots: string,
    open: string,
    leverage: number,
    status: 0 | 1 | 2 | 3,
    ageHours: number,
    extra: Partial<ContractOrderRecord> = {},
  ): ContractOrderRecord => {
    const margin = new Big(fixed(marginOf(open, lots, leverage) ?? new Big(0)));
    const fee = new Big(fixed(lotFeeOf(open, rate, lots) ?? new Big(0)));
    const createdAt = now - ageHours * HOUR;
    const order: ContractOrderRecord = {
      id,
      userId: example.id,
      symbol: code,
      trade_type: side,
      lots,
      leverage: String(leverage),
      pricetype: status === 0 ? '2' : '1',
      open_price: open,
      margin: margin.toFixed(),
      fee: fee.toFixed(),
      overnight_fee: '0',
      take_profit_price: null,
      stop_loss_price: null,
      status,
      createdAt,
      ...(status === 0 ? {} : { openedAt: createdAt, overnightChargedUntil: providerLocal(createdAt).dayStartMs }),
      ...extra,
    };
    state.trading.contracts.push(order);
    ledger(
      status === 0 ? margin.plus(fee).times(-1) : margin.plus(fee).times(-1),
      LEDGER.contractOrder,
      createdAt,
      `contract:${id}`,
    );
    return order;
  };
  const live = (code: string): string => market.price(code)?.toFixed() ?? '0';
  // holding positions on three symbols (the contract's Contractorderlist example), a pending limit order
  const eth = contract(7731, 'ethusdt', 1, '1', '3380.2', 20, 1, 47, {
    take_profit_price: '3550',
    stop_loss_price: '3300',
  });
  const gold = contract(7728, 'xauusd', 2, '2', '2652.1', 50, 1, 53, {
    take_profit_price: '2620',
    stop_loss_price: '2672',
  });
  const apple = contract(7702, 'aapl', 1, '10', '226.4', 10, 1, 78, { stop_loss_price: '220' });
  const pending = contract(7745, 'xauusd', 2, '2', '2665', 50, 0, 2);
  // history: a closed TSLA long (take profit) and a cancelled BTC limit order
  const tsla = contract(7650, 'tsla', 1, '5', '341.2', 10, 2, 150, {
    take_profit_price: '348',
    stop_loss_price: '330',
    close_price: '348',
    profit_loss: '34.00',
    closedAt: now - 125 * HOUR,
    closeReason: 'takeProfit',
  });
  ledger(new Big(tsla.margin).plus('34'), LEDGER.contractSettlement, tsla.closedAt!, 'contract:7650');
  const btc = contract(7644, 'btcusdt', 1, '1', '95000', 100, 3, 160, { pricetype: '2', closedAt: now - 148 * HOUR });
  ledger(new Big(btc.margin).plus(btc.fee), LEDGER.contractOrder, btc.closedAt!, 'contract:7644');
  const held = [eth, gold, apple]
    .reduce((sum, order) => sum.plus(order.margin), new Big(0))
    .plus(pending.margin)
    .plus(pending.fee);
  void live;

  // option orders: a win and a loss settled, as in the contract's /orderrecord example; and the
  // /orderdetail example's id (settled as a win)
  const option = (
    id: number,
    code: string,
    direction: 1 | 2,
    amount: string,
    tradeTime: number,
    ratio: string,
    open: string,
    close: string,
    ageHours: number,
  ): void => {
    const openedAt = now - ageHours * HOUR;
    const stake = new Big(amount);
    const outcome = optionOutcome(direction, new Big(open), new Big(close));
    const payout = optionPayout(outcome, stake, new Big(ratio));
    state.trading.options.push({
      id,
      userId: example.id,
      symbol: code,
      direction,
      amount,
      currency: 'USDT',
      trade_time: tradeTime,
      profit_ratio: ratio,
      open_price: open,
      openedAt,
      expiresAt: openedAt + tradeTime * 1000,
      status: 1,
      close_price: close,
      profit: fixed(payout.minus(stake)),
      settledAt: openedAt + tradeTime * 1000,
    });
    ledger(stake.times(-1), LEDGER.optionOrder, openedAt, `option:${id}`);
    if (payout.gt(0)) ledger(payout, LEDGER.optionSettlement, openedAt + tradeTime * 1000, `option:${id}`);
  };
  option(260377, 'xauusd', 2, '500', 30, '20', '2645.10', '2647.95', 50);
  option(260398, 'btcusdt', 1, '1000', 60, '30', '96710.20', '96795.80', 49);
  option(260412, 'btcusdt', 1, '1000', 60, '30', '96842.50', '96871.15', 47);
  state.ids.option = Math.max(state.ids.option ?? 0, 260_501);
  state.ids.contract = Math.max(state.ids.contract ?? 0, 7801);

  // what the seeded orders hold stays frozen (the funds seed sets the balances before this runs)
  const usdt = (example.balances.USDT ??= { available: '0', frozen: '0' });
  usdt.available = new Big(usdt.available).minus(held).toFixed();
  usdt.frozen = new Big(usdt.frozen).plus(held).toFixed();
}
