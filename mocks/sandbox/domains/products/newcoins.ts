/**
 * New coins: the contract's coins, their windows moved so the first is open at the seed time; a
 * subscription within the coin's limits, its window and the balance; once listed, a coin's current
 * price is its issue price times a fixed factor of the seed.
 */
import { coinQuantity } from '../../../../src/lib/newcoin-math.ts';
import { done, invalid, invalidId, ok, pageOf, paging, refuse, type Handler, type UserHandler } from '../../api.ts';
import { formatProviderTime } from '../../clock.ts';
import { balanceOf, post } from '../../ledger.ts';
import { Big, fixed, USD_DECIMALS } from '../../money.ts';
import { LEDGER } from '../../state.ts';
import type { NewCoinRecord } from '../../state/products.ts';
import { t } from './messages.ts';
import { readAmountInput } from '../../amounts.ts';

const coinStatus = (coin: NewCoinRecord, now: number): 0 | 1 | 2 => (now < coin.startAt ? 0 : now < coin.endAt ? 1 : 2);

export const getNewCoins: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const coins = call.ctx.store.state.products.coins;
  return ok({
    list: pageOf(coins, page, limit).map((coin) => ({
      id: coin.id,
      name: coin.name,
      symbol: coin.symbol,
      image: coin.image,
      price: coin.price,
      total_supply: coin.total_supply,
      sold: coin.sold,
      min_amount: coin.min_amount,
      max_amount: coin.max_amount,
      start_time: formatProviderTime(coin.startAt),
      end_time: formatProviderTime(coin.endAt),
      listing_time: formatProviderTime(coin.listingAt),
      status: coinStatus(coin, call.now),
      description: coin.description,
    })),
    total: coins.length,
  });
};

export const subscribeNewCoin: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { id: number; amount: string };
  const coin = ctx.store.state.products.coins.find((item) => item.id === body.id);
  if (coin === undefined) return invalidId(lang);
  const read = readAmountInput(lang, 'amount', body.amount, USD_DECIMALS);
  if (read.refusal) return read.refusal;
  const { amount } = read;
  if (amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positive'));
  if (amount.lt(coin.min_amount) || amount.gt(coin.max_amount))
    return invalid(lang, 'amount', t(lang, 'between', { min: coin.min_amount, max: coin.max_amount }));
  if (coinStatus(coin, call.now) !== 1) return refuse(t(lang, 'notOpen'));
  const quantity = new Big(coinQuantity(amount.toFixed(), coin.price) ?? '0');
  if (new Big(coin.sold).plus(quantity).gt(coin.total_supply)) return refuse(t(lang, 'soldOut'));
  if (balanceOf(viewer).available.lt(amount)) return refuse(t(lang, 'insufficientBalance'));
  const id = ctx.store.nextId('newcoin', 541);
  post(ctx.store, viewer, amount.times(-1), { type: LEDGER.icoSubscription, time: call.now, ref: `newcoin:${id}` });
  ctx.store.write((state) => {
    coin.sold = new Big(coin.sold).plus(quantity).toFixed();
    state.products.newcoin.push({
      id,
      userId: viewer.id,
      coinId: coin.id,
      quantity: quantity.toFixed(),
      price: coin.price,
      amount: fixed(amount),
      status: 1,
      createdAt: call.now,
    });
  });
  return done(t(lang, 'subscribed'));
};

export const getSubscription: Handler = (call) => {
  const { page, limit } = paging(call);
  // a public route: a visitor has no subscriptions
  if (call.viewer === undefined) return ok({ data: [], count: 0 });
  const viewer = call.viewer;
  const { coins, newcoin } = call.ctx.store.state.products;
  const rows = newcoin
    .filter((row) => row.userId === viewer.id)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return ok({
    data: pageOf(rows, page, limit).map((row) => {
      const coin = coins.find((item) => item.id === row.coinId);
      const listed = coin !== undefined && call.now >= coin.listingAt;
      return {
        id: row.id,
        name: coin?.symbol ?? String(row.coinId),
        open_price: row.price,
        current_price: listed
          ? new Big(row.price).times(coin.listedFactor).round(4, Big.roundHalfUp).toFixed(4)
          : row.price,
        margin: row.amount,
        order_time: formatProviderTime(row.createdAt),
      };
    }),
    count: rows.length,
  });
};
