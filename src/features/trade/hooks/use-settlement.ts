import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../api/queries/invalidate';
import { optionQueries, optionWrites } from '../../../api/queries/options';
import { useActiveOrders, type ActiveOrder } from '../active-orders-store';
import { OptionOrderStatus } from '../../../api/provider-values';

/** The result is asked for this long after the countdown ends. */
const SETTLE_DELAY_MS = 200;
/** While the provider has not settled, ask again this often … */
const POLL_EVERY_MS = 2_000;
/** … for this long, then tell the user the records will show it. */
const POLL_FOR_MS = 30_000;

/**
 * Settles one order: when its countdown reaches zero (+200 ms) it fetches `/orderdetail/{id}` and
 * asks again every 2 s while `status` is still 0, for up to 30 s. A settled result is kept with the
 * order once the option lists and the balance have been read again: the card, the result dialog, the
 * records and the balance then tell the same outcome at the same moment, never a result over an
 * order that still says "settling".
 */
export const useSettlement = (order: ActiveOrder): void => {
  const queryClient = useQueryClient();
  const setState = useActiveOrders((state) => state.setState);
  const { id, state, endsAt } = order;

  useEffect(() => {
    if (state !== 'counting') return;
    const timer = setTimeout(() => setState(id, 'settling'), Math.max(0, endsAt + SETTLE_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [id, state, endsAt, setState]);

  const settling = state === 'settling';
  const detail = useQuery({
    ...optionQueries.order(id),
    enabled: settling,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    throwOnError: false,
    refetchInterval: (query) => (query.state.data?.result.status === OptionOrderStatus.settled ? false : POLL_EVERY_MS),
    refetchIntervalInBackground: true,
  });

  const result = detail.data;
  useEffect(() => {
    if (!settling || result?.status !== OptionOrderStatus.settled) return;
    let current = true;
    void invalidate(queryClient, optionWrites.orderSettled).then(() => {
      if (current) setState(id, 'settled', result);
    });
    return () => {
      current = false;
    };
  }, [id, settling, result, setState, queryClient]);

  // The 30 s run from the first ask on this screen (again after "check again" or coming back).
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setState(id, 'pending'), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [id, settling, setState]);
};
