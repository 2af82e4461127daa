import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ContractOrderStatus, OptionOrderStatus } from '../provider-values';
import { contractQueries, contractWrites } from './contract';
import { invalidate } from './invalidate';
import { messageQueries, messageWrites } from './messages';
import { newCoinQueries, newCoinWrites } from './newcoin';
import { optionQueries, optionWrites } from './options';
import { profileQueries } from './profile';
import { stakingQueries, stakingWrites } from './staking';

/** One query of each factory the writes below reach or must leave alone, each with loaded data. */
const cached = {
  ordersHolding: contractQueries.ordersByStatus(ContractOrderStatus.holding).queryKey,
  ordersClosed: contractQueries.ordersByStatus(ContractOrderStatus.closed).queryKey,
  btcOrders: contractQueries.symbolOrders('btcusdt').queryKey,
  ethOrders: contractQueries.symbolOrders('ethusdt').queryKey,
  optionsOpen: optionQueries.orders(OptionOrderStatus.open).queryKey,
  optionsSettled: optionQueries.orders(OptionOrderStatus.settled).queryKey,
  expiries: optionQueries.expiries().queryKey,
  user: profileQueries.user().queryKey,
  vipLevels: profileQueries.vipLevels().queryKey,
  unread: messageQueries.unreadCounts().queryKey,
  messages: messageQueries.messages().queryKey,
  announcements: messageQueries.announcements().queryKey,
  message: messageQueries.message(7).queryKey,
  staking: stakingQueries.orders().queryKey,
  stakingProducts: stakingQueries.products().queryKey,
  subscriptions: newCoinQueries.subscriptions().queryKey,
  coins: newCoinQueries.coins().queryKey,
} satisfies Record<string, QueryKey>;
type Name = keyof typeof cached;

/** The cached queries a write marks stale. */
const staleAfter = async (stale: Parameters<typeof invalidate>[1]): Promise<Name[]> => {
  const queryClient = new QueryClient();
  // a copy of each key, without the answer's type its original carries: any data will do here
  for (const key of Object.values(cached)) queryClient.setQueryData([...key], { loaded: true });
  await invalidate(queryClient, stale);
  return (Object.keys(cached) as Name[]).filter((name) => queryClient.getQueryState(cached[name])?.isInvalidated);
};

describe('what each write makes stale, as the query factories declare it', () => {
  it.each<[string, Parameters<typeof invalidate>[1], Name[]]>([
    [
      'a contract order changed',
      contractWrites.orderChanged,
      ['ordersHolding', 'ordersClosed', 'btcOrders', 'ethOrders', 'user'],
    ],
    ['an option order placed', optionWrites.orderPlaced, ['optionsOpen', 'optionsSettled', 'user']],
    ['an option order settled', optionWrites.orderSettled, ['optionsOpen', 'optionsSettled', 'user']],
    ['a message read', messageWrites.messageRead, ['unread', 'messages']],
    ['an announcement read', messageWrites.announcementRead, ['unread', 'announcements']],
    // the list of the user's staking orders, not every paged list of the app
    ['a staking product subscribed', stakingWrites.subscribed, ['user', 'staking']],
    ['a new coin subscribed', newCoinWrites.subscribed, ['user', 'subscriptions']],
  ])('%s: every status, symbol and page of the lists it changed, and nothing else', async (_write, stale, expected) => {
    expect((await staleAfter(stale)).sort()).toEqual([...expected].sort());
  });
});
