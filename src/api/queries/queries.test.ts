import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ContractOrderStatus,
  DepositChannelType,
  MoneyChangeType,
  OptionOrderStatus,
  SwapCurrency,
} from '../provider-values';
import { authQueries } from './auth';
import { contractQueries } from './contract';
import { depositQueries } from './deposit';
import { exchangeQueries } from './exchange';
import { homeQueries } from './home';
import { loanQueries } from './loan';
import { marketQueries } from './market';
import { messageQueries } from './messages';
import { newCoinQueries } from './newcoin';
import { optionQueries } from './options';
import { profileQueries, seedCurrentUser } from './profile';
import { recordQueries } from './records';
import { stakingQueries } from './staking';
import { supportQueries } from './support';
import { teamQueries } from './team';
import { walletQueries } from './wallet';
import { welfareQueries } from './welfare';

/** What a screen gets from a query: what is asked for, when, how often, and what is picked out of the answer. */
type Seen = {
  queryKey: readonly unknown[];
  enabled?: unknown;
  staleTime?: unknown;
  refetchInterval?: unknown;
  initialPageParam?: unknown;
  select?: (data: never) => unknown;
  getNextPageParam?: (last: never, pages: never[]) => unknown;
};
const seen = (options: object): Seen => options as Seen;

/** The path and parameters a query asks the provider for (a list's key starts with 'infinite'). */
const asked = (options: object): { path: unknown; params: unknown } => {
  const [path, params] = seen(options).queryKey.filter((part) => part !== 'infinite');
  return { path, params };
};

/** The data a screen reads from one answer. */
const picked = (options: object, body: unknown): unknown => seen(options).select?.(body as never);

/** The rows a list screen shows for these pages, and the page it asks for next. */
const pages = (options: object, loaded: unknown[]) => ({
  rows: seen(options).select?.({ pages: loaded, pageParams: loaded.map((_page, index) => index + 1) } as never),
  next: seen(options).getNextPageParam?.(loaded.at(-1) as never, loaded as never[]),
});

const rows = (count: number, from = 0) => Array.from({ length: count }, (_row, index) => ({ id: from + index }));

describe('lists read page by page', () => {
  it.each([
    ['deposits', () => recordQueries.deposits(), '/depositrecord'],
    ['withdrawals', () => recordQueries.withdrawals(), '/withdrawrecord'],
    ['payroll', () => recordQueries.payroll(), '/payrollrecords'],
    ['settlements', () => recordQueries.settlements(), '/accountsettle'],
    ['signals', () => marketQueries.signals(), '/signalchannel'],
    ['new coins', () => newCoinQueries.coins(), '/newcoins'],
    ['invite records', () => teamQueries.inviteRecords(), '/inviterecords'],
  ])('%s: page 1 of 10 first, more while fewer rows than the total are loaded ({list,total})', (_name, make, path) => {
    const options = make();
    expect(asked(options).path).toBe(path);
    expect(asked(options).params).toMatchObject({ page: 1, limit: 10 });
    expect(seen(options).initialPageParam).toBe(1);
    const first = { result: { list: rows(10), total: 12 } };
    expect(pages(options, [first])).toEqual({ rows: rows(10), next: 2 });
    const second = { result: { list: rows(2, 10), total: 12 } };
    expect(pages(options, [first, second])).toEqual({ rows: rows(12), next: undefined });
    // a full page that holds the whole total is the last one
    expect(pages(options, [{ result: { list: rows(10), total: 10 } }]).next).toBeUndefined();
  });

  it.each([
    ['subscriptions', () => newCoinQueries.subscriptions()],
    ['one symbol’s contract orders', () => contractQueries.symbolOrders('btcusdt')],
  ])('%s: rows under data, total under count', (_name, make) => {
    const options = make();
    expect(pages(options, [{ result: { data: rows(10), count: 11 } }])).toEqual({ rows: rows(10), next: 2 });
    expect(pages(options, [{ result: { data: rows(10), count: 10 } }]).next).toBeUndefined();
    expect(asked(options).params).toMatchObject({ page: 1, limit: 10 });
  });

  it('option orders of one status, and team members of one level', () => {
    const open = optionQueries.orders(OptionOrderStatus.open);
    expect(asked(open).params).toEqual({ page: 1, limit: 10, status: OptionOrderStatus.open });
    expect(pages(open, [{ result: { list: rows(4), total: 9 } }])).toEqual({ rows: rows(4), next: 2 });
    const members = teamQueries.members(2);
    expect(asked(members).params).toEqual({ level: 2, page: 1, limit: 10 });
    expect(pages(members, [{ result: { list: rows(10), total: 10 } }])).toEqual({ rows: rows(10), next: undefined });
    expect(pages(open, [{ result: { list: rows(10), total: 10 } }]).next).toBeUndefined();
  });

  it('staking orders: rows under result, total beside it, asked for with perPage', () => {
    const options = stakingQueries.orders();
    expect(asked(options).params).toEqual({ page: 1, perPage: 10 });
    expect(pages(options, [{ result: rows(10), total: 30 }])).toEqual({ rows: rows(10), next: 2 });
    expect(pages(options, [{ result: rows(10), total: 10 }]).next).toBeUndefined();
  });

  it('the ledger of one type asks the provider for it and still shows only that type', () => {
    const all = recordQueries.moneyChanges(null);
    expect(asked(all).params).toEqual({ page: 1, limit: 10 });
    const mixed = {
      result: {
        list: [
          { id: 1, type: MoneyChangeType.recharge },
          { id: 2, type: MoneyChangeType.withdrawal },
        ],
        count: 10,
      },
    };
    expect(pages(all, [mixed])).toEqual({ rows: mixed.result.list, next: 2 });
    const deposits = recordQueries.moneyChanges(MoneyChangeType.recharge);
    expect(asked(deposits).params).toEqual({ page: 1, limit: 10, type: MoneyChangeType.recharge });
    // paging still counts the row that is not shown
    expect(pages(deposits, [mixed])).toEqual({ rows: [mixed.result.list[0]], next: 2 });
  });
});

describe('contract orders', () => {
  it('open orders (pending, holding) are read again every 5 s; closed and cancelled ones are not', () => {
    expect(seen(contractQueries.ordersByStatus(ContractOrderStatus.pending)).refetchInterval).toBe(5_000);
    expect(seen(contractQueries.ordersByStatus(ContractOrderStatus.holding)).refetchInterval).toBe(5_000);
    expect(seen(contractQueries.ordersByStatus(ContractOrderStatus.closed)).refetchInterval).toBe(false);
    expect(seen(contractQueries.ordersByStatus(ContractOrderStatus.cancelled)).refetchInterval).toBe(false);
  });

  it('every symbol’s orders of one status: rows under data, else list, else none', () => {
    const options = contractQueries.ordersByStatus(ContractOrderStatus.holding);
    expect(asked(options).params).toEqual({ page: 1, limit: 10, status: ContractOrderStatus.holding });
    expect(pages(options, [{ result: { data: rows(2), list: rows(5), count: 2 } }]).rows).toEqual(rows(2));
    expect(pages(options, [{ result: { list: rows(3), count: 4 } }])).toEqual({ rows: rows(3), next: 2 });
    expect(pages(options, [{ result: { count: 0 } }])).toEqual({ rows: [], next: undefined });
  });

  it('one symbol’s orders: none asked for without a symbol, read again every 5 s', () => {
    expect(seen(contractQueries.symbolOrders('')).enabled).toBe(false);
    const options = contractQueries.symbolOrders('ethusdt');
    expect(seen(options).enabled).toBe(true);
    expect(seen(options).refetchInterval).toBe(5_000);
    expect(asked(options).params).toEqual({ page: 1, limit: 10, symbol: 'ethusdt' });
  });

  it('the leverages on offer, kept for 5 minutes', () => {
    const options = contractQueries.leverages();
    expect(picked(options, { data: { multiple: [10, 20] } })).toEqual([10, 20]);
    expect(seen(options).staleTime).toBe(300_000);
  });
});

describe('what each screen reads from its answer', () => {
  it.each([
    ['agreement', () => authQueries.agreement(4), { result: { data: 'article' } }],
    ['home', () => homeQueries.home(), { result: 'article' }],
    ['banners', () => homeQueries.banners(), { data: 'article' }],
    ['notices', () => homeQueries.notices(), { data: 'article' }],
    ['credit line', () => loanQueries.info(), { result: 'article' }],
    ['loans', () => loanQueries.history(), { result: 'article' }],
    ['user', () => profileQueries.user(), { result: 'article' }],
    ['VIP levels', () => profileQueries.vipLevels(), { data: 'article' }],
    ['option expiries', () => optionQueries.expiries(), { result: 'article' }],
    ['quick stakes', () => optionQueries.quickAmounts(), { result: 'article' }],
    ['option order', () => optionQueries.order(7), { result: 'article' }],
    ['staking products', () => stakingQueries.products(), { result: { data: 'article' } }],
    ['staking product', () => stakingQueries.product(3), { result: { data: 'article' } }],
    ['customer service', () => supportQueries.channels(), { result: { data: 'article' } }],
    ['team', () => teamQueries.summary(), { result: 'article' }],
    ['unread counts', () => messageQueries.unreadCounts(), { result: 'article' }],
    ['bank cards', () => walletQueries.banks(), { result: 'article' }],
    ['bank channels', () => walletQueries.bankWays(), { result: { result: 'article' } }],
    ['wallets', () => walletQueries.wallets(), { result: 'article' }],
    ['wallet channels', () => walletQueries.walletWays(), { result: { result: 'article' } }],
    ['welfare page', () => welfareQueries.page(), { data: 'article' }],
    ['display currencies', () => marketQueries.currencies(), { data: 'article' }],
    ['deposit channel', () => depositQueries.channel(5), { result: 'article' }],
  ])('%s', (_name, make, body) => {
    expect(picked(make(), body)).toBe('article');
  });

  it('settings that change rarely are kept a while; candles are asked for again whenever shown', () => {
    expect(seen(profileQueries.vipLevels()).staleTime).toBe(600_000);
    expect(seen(marketQueries.currencies()).staleTime).toBe(600_000);
    expect(seen(optionQueries.expiries()).staleTime).toBe(300_000);
    expect(seen(optionQueries.quickAmounts()).staleTime).toBe(300_000);
    expect(seen(supportQueries.channels()).staleTime).toBe(300_000);
    const select = (response: unknown) => response;
    expect(seen(marketQueries.symbols(select)).staleTime).toBe(600_000);
    expect(seen(marketQueries.symbols(select)).select).toBe(select);
    const candles = marketQueries.candles({ symbol: 'btcusdt', period: '1min' } as never, select);
    expect(seen(candles).staleTime).toBe(0);
    expect(seen(candles).select).toBe(select);
  });

  it('deposit channels: the list, or none when the answer holds no list; one channel only for a positive whole id', () => {
    const channels = depositQueries.channels(DepositChannelType.crypto);
    expect(asked(channels).params).toEqual({ type: DepositChannelType.crypto });
    expect(asked(depositQueries.channel(5)).params).toEqual({ id: 5 });
    expect(asked(authQueries.agreement(4)).params).toEqual({ id: 4 });
    expect(picked(channels, { result: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(picked(channels, { result: null })).toEqual([]);
    expect(picked(channels, { result: { id: 1 } })).toEqual([]);
    expect(seen(depositQueries.channel(1)).enabled).toBe(true);
    expect([0, -1, 1.5, Number.NaN].map((id) => seen(depositQueries.channel(id)).enabled)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('a staking product is asked for only with an id', () => {
    expect(asked(stakingQueries.product(3)).params).toEqual({ id: 3 });
    expect(seen(stakingQueries.product(null)).enabled).toBe(false);
    expect(asked(stakingQueries.product(null)).params).toEqual({ id: 0 });
    expect(seen(stakingQueries.product(0)).enabled).toBe(true);
  });

  it('the exchange rate of a pair, read again every 30 s; none for a coin against itself', () => {
    const rate = exchangeQueries.rate(SwapCurrency.BTC, SwapCurrency.USDT);
    expect(asked(rate).params).toEqual({ from: 'BTC', to: 'USDT' });
    expect(seen(rate).enabled).toBe(true);
    expect(seen(rate).refetchInterval).toBe(30_000);
    expect(picked(rate, { result: { rate: '96000.5' } })).toBe('96000.5');
    expect(seen(exchangeQueries.rate(SwapCurrency.ETH, SwapCurrency.ETH)).enabled).toBe(false);
  });

  it('the watchlist as lower-cased pair codes; none when the answer has no rows', () => {
    const watchlist = marketQueries.watchlist();
    expect(picked(watchlist, { result: { data: [{ jiaoyidui: 'BTCUSDT' }, { jiaoyidui: 'ethusdt' }] } })).toEqual(
      new Set(['btcusdt', 'ethusdt']),
    );
    expect(picked(watchlist, { result: {} })).toEqual(new Set());
  });
});

describe('messages and announcements', () => {
  it.each([
    ['messages', () => messageQueries.messages()],
    ['announcements', () => messageQueries.announcements()],
  ])('%s: a {list,total} page, or a bare array read on while pages come back full', (_name, make) => {
    const options = make();
    expect(asked(options).params).toEqual({ page: 1, limit: 10 });
    expect(pages(options, [{ result: { data: { list: rows(3), total: 5 } } }])).toEqual({ rows: rows(3), next: 2 });
    expect(pages(options, [{ result: { data: rows(10) } }])).toEqual({ rows: rows(10), next: 2 });
    expect(pages(options, [{ result: { data: rows(9) } }])).toEqual({ rows: rows(9), next: undefined });
  });

  it.each([
    ['a message', () => messageQueries.message(3)],
    ['an announcement', () => messageQueries.announcement(3)],
  ])('%s: the article, or nothing when the answer holds none', (_name, make) => {
    const options = make();
    expect(asked(options).params).toEqual({ id: 3 });
    expect(picked(options, { result: { data: { title: 'Hi' } } })).toEqual({ title: 'Hi' });
    expect(picked(options, { result: { data: [] } })).toBeNull();
    expect(picked(options, { result: { data: 'Hi' } })).toBeNull();
    expect(picked(options, { result: { data: null } })).toBeNull();
  });
});

describe('the user a sign-in answered with', () => {
  it('is shown at once and still read again by the first screen that asks; nothing else is marked stale', () => {
    const client = new QueryClient();
    const banners = ['/banners'];
    client.setQueryData(banners, { status: 200, data: [] });
    const user = { id: 7, username: '0901234567' };
    seedCurrentUser(client, user);
    const { queryKey } = profileQueries.user();
    expect(client.getQueryData(queryKey)).toEqual({ status: 200, result: user });
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(banners)?.isInvalidated).toBe(false);
    expect(client.isFetching()).toBe(0);
  });
});
