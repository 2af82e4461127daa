import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetOptionalQueryKey,
  useAddOptional,
  useRemoveOptional,
} from '../../../api/generated/endpoints/market/market';
import type { OptionalResponse } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';
import type { Instrument } from './use-instruments';
import { marketQueries } from '../../../api/queries/market';

/**
 * The watchlist (`/optional`), and a toggle that shows the change at once and rolls it back with
 * a message when the provider refuses it.
 */
export const useWatchlist = () => {
  const { t } = useTranslation('market');
  const queryClient = useQueryClient();
  const key = getGetOptionalQueryKey();
  const watchlist = useQuery(marketQueries.watchlist());
  const meta = { silentErrors: true };
  const add = useAddOptional({ mutation: { meta } });
  const remove = useRemoveOptional({ mutation: { meta } });

  const toggle = async (instrument: Instrument): Promise<void> => {
    const watched = watchlist.data?.has(instrument.code) ?? false;
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<OptionalResponse>(key);
    queryClient.setQueryData<OptionalResponse>(key, (current) => {
      const rows = current?.result.data ?? [];
      const next = watched
        ? rows.filter((row) => String(row.jiaoyidui).toLowerCase() !== instrument.code)
        : [...rows, { currency_id: instrument.id, jiaoyidui: instrument.pair }];
      return { ...(current ?? { status: 200 }), result: { ...current?.result, data: next } };
    });
    try {
      await (watched ? remove : add).mutateAsync({ data: { currency_id: instrument.id } });
    } catch {
      queryClient.setQueryData(key, previous);
      toaster.create({ type: 'error', description: t('watchFailed') });
    } finally {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  return { watched: watchlist.data ?? new Set<string>(), isPending: watchlist.isPending, query: watchlist, toggle };
};
