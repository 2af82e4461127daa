import { Badge, Box, DataList, Flex, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StakingOrder } from '../../../api/generated/model';
import { InfiniteList } from '../../../components/infinite-list';
import { STAKING_STATE_PALETTE, stakingOrderState } from '../staking-rebate';
import { stakingQueries } from '../../../api/queries/staking';
import { useProviderTime } from '../../../lib/use-provider-time';
import { useFormat } from '../../../lib/use-format';

const OrderCard = ({ order }: { order: StakingOrder }) => {
  const { t } = useTranslation('staking');
  const providerTime = useProviderTime();
  const format = useFormat();
  const state = stakingOrderState(order.status);
  const money = (value: string | number | null | undefined) => t('usdt', { amount: format.amount(value) });
  const lock = order.lockdays ?? 0;
  const elapsed = Math.min(order.replaydays ?? 0, lock);
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="staking-order">
      <Flex justify="space-between" align="center" mb="2">
        <Text fontWeight="semibold">{order.name}</Text>
        <Badge colorPalette={STAKING_STATE_PALETTE[state]}>{t(`orders.state.${state}`)}</Badge>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('orders.amount')}</DataList.ItemLabel>
          <DataList.ItemValue>{money(order.amount)}</DataList.ItemValue>
        </DataList.Item>
        {order.interest_rate !== undefined && (
          <DataList.Item>
            <DataList.ItemLabel>{t('product.dailyYield')}</DataList.ItemLabel>
            <DataList.ItemValue>{t('percent', { value: format.plain(order.interest_rate) })}</DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{t('orders.period')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('orders.dates', {
              start: order.start_date ? providerTime(order.start_date) : '—',
              end: order.end_date ? providerTime(order.end_date) : '—',
            })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('orders.totalReward')}</DataList.ItemLabel>
          <DataList.ItemValue>{money(order.total_reward)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('orders.earnedReward')}</DataList.ItemLabel>
          <DataList.ItemValue color="profit">{money(order.earned_reward)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('orders.cancelFee')}</DataList.ItemLabel>
          <DataList.ItemValue>{money(order.cancel_fee)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {lock > 0 && (
        <Progress.Root value={Math.round((elapsed / lock) * 100)} size="xs" colorPalette="brand" mt="3">
          <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" mb="1">
            {t('orders.progress', { elapsed, total: lock })}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Box>
  );
};

/** The orders tab: the user's staking orders, page by page (`page` + `perPage`). */
export const StakingOrders = () => {
  const { t } = useTranslation('staking');
  const orders = useInfiniteQuery(stakingQueries.orders());
  const rows = orders.data ?? [];
  return (
    <InfiniteList
      source={orders}
      rows={rows}
      rowKey={(order) => order.id}
      renderRow={(order) => <OrderCard order={order} />}
      empty={t('orders.empty')}
    />
  );
};
