import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractOrderStatus, OptionOrderStatus } from '../provider-values';
import { contractQueries } from './contract';
import { optionQueries } from './options';
import { profileQueries } from './profile';
import { readOrdersAgainWhenBalanceMoves } from './settlements';

const holding = [...contractQueries.ordersByStatus(ContractOrderStatus.holding).queryKey];
const settled = [...optionQueries.orders(OptionOrderStatus.settled).queryKey];
const btcOrders = [...contractQueries.symbolOrders('btcusdt').queryKey];
const vipLevels = [...profileQueries.vipLevels().queryKey];
const user = [...profileQueries.user().queryKey];

/** A client following the balance, with the lists read at 10:00:00 and the balance then. */
const client = async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  readOrdersAgainWhenBalanceMoves(queryClient);
  for (const key of [holding, settled, btcOrders, vipLevels]) queryClient.setQueryData(key, { read: true });
  vi.advanceTimersByTime(1_000);
  await readBalance(queryClient, '100.00');
  return queryClient;
};

/** The provider's answer to a read of the user, one second after it was asked; `meanwhile` happens in that second. */
const answer =
  (balance: string, meanwhile = (): void => undefined) =>
  () => {
    meanwhile();
    vi.advanceTimersByTime(1_000);
    return Promise.resolve({ status: 200, result: { id: 1, balance } });
  };

/** A read of the user, then whatever it set off (the lists' scopes load with the first balance to act on). */
const readBalance = async (queryClient: QueryClient, balance: string, meanwhile?: () => void) => {
  await queryClient.fetchQuery({ queryKey: user, staleTime: 0, queryFn: answer(balance, meanwhile) });
  await import('./settlement-scopes');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const invalidated = (queryClient: QueryClient) =>
  Object.entries({ holding, settled, btcOrders, vipLevels })
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

describe('a balance the provider moved on its own', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('makes every order list read before it stale, and nothing else', async () => {
    const queryClient = await client();
    // the first balance of the session was read after the lists: they may hold a position it settled
    expect(invalidated(queryClient)).toEqual(['holding', 'settled', 'btcOrders']);
    for (const key of [holding, settled, btcOrders]) queryClient.setQueryData(key, { read: true });
    vi.advanceTimersByTime(5_000);
    await readBalance(queryClient, '180.00');
    expect(invalidated(queryClient)).toEqual(['holding', 'settled', 'btcOrders']);
  });

  it('keeps the lists when the balance has not moved, or when they were read since', async () => {
    const queryClient = await client();
    for (const key of [holding, settled, btcOrders]) queryClient.setQueryData(key, { read: true });
    await readBalance(queryClient, '100.00');
    expect(invalidated(queryClient)).toEqual([]);
    // the holding list arrives while the balance is being read: it is as new as the balance
    await readBalance(queryClient, '60.00', () => queryClient.setQueryData(holding, { read: true }));
    expect(invalidated(queryClient)).toEqual(['settled', 'btcOrders']);
  });

  it('leaves a balance moved by a pending write of the user to that write', async () => {
    const queryClient = await client();
    for (const key of [holding, settled, btcOrders]) queryClient.setQueryData(key, { read: true });
    let settle = (): void => undefined;
    const write = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (settle = resolve)) })
      .execute(undefined);
    await readBalance(queryClient, '40.00');
    expect(invalidated(queryClient)).toEqual([]);
    settle();
    await write;
  });
});
