/** Exchange between USDT, BTC and ETH at the live prices, within the from-currency's available balance. */
import { currencyDecimals, exchangeReceived } from '../../../src/lib/wallet-math.ts';
import { readAmountInput } from '../amounts.ts';
import { done, invalid, ok, refuse, type UserHandler } from '../api.ts';
import type { SandboxContext } from '../context.ts';
import { balanceOf, post } from '../ledger.ts';
import { AMOUNT_MESSAGES, translate } from '../i18n.ts';
import { Big } from '../money.ts';
import { LEDGER } from '../state.ts';
import { t } from './funds-messages.ts';

const usdPrice = (ctx: SandboxContext, coin: string): Big | undefined =>
  coin === 'USDT' ? new Big(1) : ctx.market.price(`${coin.toLowerCase()}usdt`);

/** Units of `to` per unit of `from`, from the live prices (8 significant decimals). */
export function exchangeRate(ctx: SandboxContext, from: string, to: string): Big | undefined {
  const a = usdPrice(ctx, from);
  const b = usdPrice(ctx, to);
  if (a === undefined || b === undefined || b.eq(0)) return undefined;
  return a.div(b).round(8, Big.roundDown);
}

const getExchangeRate: UserHandler = (call) => {
  const from = (call.query.from ?? '').toUpperCase();
  const to = (call.query.to ?? '').toUpperCase();
  if (from === to) return invalid(call.lang, 'to', t(call.lang, 'sameCurrency'));
  const rate = exchangeRate(call.ctx, from, to);
  if (rate === undefined) return invalid(call.lang, 'from', t(call.lang, 'unknownChannel'));
  return ok({ rate: rate.toNumber() });
};

const createCoinExchange: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { from: string; to: string; amount: string };
  if (body.from === body.to) return invalid(lang, 'to', t(lang, 'sameCurrency'));
  // the from-coin's own places: a USDT amount finer than a cent would be money no balance can show
  const read = readAmountInput(lang, 'amount', body.amount, currencyDecimals(body.from));
  if (read.refusal) return read.refusal;
  const { amount } = read;
  if (amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  const rate = exchangeRate(ctx, body.from, body.to);
  if (rate === undefined) return invalid(lang, 'from', t(lang, 'unknownChannel'));
  if (balanceOf(viewer, body.from).available.lt(amount)) return refuse(t(lang, 'insufficientBalance'));
  const received = new Big(exchangeReceived(amount.toFixed(), rate.toFixed(), body.to) ?? '0');
  // dust: what rounds to nothing in the other coin is refused, never taken for nothing
  if (received.lte(0)) return refuse(translate(AMOUNT_MESSAGES, lang, 'roundsToZero', { currency: body.to }));
  const id = ctx.store.nextId('exchange', 401);
  post(ctx.store, viewer, amount.times(-1), {
    type: LEDGER.currencyExchange,
    currency: body.from,
    time: call.now,
    ref: `exchange:${id}`,
  });
  post(ctx.store, viewer, received, {
    type: LEDGER.currencyExchange,
    currency: body.to,
    time: call.now,
    ref: `exchange:${id}`,
  });
  ctx.store.write((state) => {
    state.funds.exchanges.push({
      id,
      userId: viewer.id,
      from: body.from,
      to: body.to,
      amount: amount.toFixed(),
      received: received.toFixed(),
      rate: rate.toFixed(),
      createdAt: call.now,
    });
  });
  return done(t(lang, 'exchanged'));
};

export const exchangeOperations = { getExchangeRate, createCoinExchange };
