import { Badge, Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OptionOrder } from '../api/generated/model';
import { toDecimal } from '../lib/money';
import { useExpiryLabel } from '../lib/option-expiry';
import { InfiniteList } from './infinite-list';
import { ProviderTime } from './provider-time';
import { optionQueries } from '../api/queries/options';
import { OptionDirection, OptionOrderStatus } from '../api/provider-values';
import { useFormat, type Format } from '../lib/use-format';

const Detail = ({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) => (
  <Stack gap="0" minW="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontSize="sm" fontVariantNumeric="tabular-nums" color={color} truncate data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

/** A signed amount: "+300.00" in the profit colour, "−500.00" in the loss colour, "0.00" plain. */
const signed = (value: unknown, format: Format): { text: string; color: string | undefined } => {
  const amount = toDecimal(typeof value === 'number' || typeof value === 'string' ? value : null);
  if (!amount) return { text: '—', color: undefined };
  return {
    text: format.signedAmount(amount.toFixed()),
    color: amount.gt(0) ? 'profit' : amount.lt(0) ? 'loss' : undefined,
  };
};

/** One option order: pair, direction, stake, expiry, prices, result and times. */
const OptionOrderRow = ({ order, settled }: { order: OptionOrder; settled: boolean }) => {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const expiryLabel = useExpiryLabel();
  const up = order.direction === OptionDirection.up;
  const result = signed(order.profitloss, format);
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="option-order" data-order={order.order_id}>
      <Flex justify="space-between" align="center" gap="2">
        <Flex align="center" gap="2" minW="0">
          <Text fontWeight="semibold" truncate>
            {order.product_name ?? t('options.unnamed')}
          </Text>
          <Badge
            colorPalette={up ? 'green' : 'red'}
            bg={up ? 'profit' : 'loss'}
            color="fg.inverted"
            variant="solid"
            data-testid="option-direction"
          >
            {t(up ? 'options.up' : 'options.down')}
          </Badge>
        </Flex>
        <Badge variant="subtle" colorPalette={settled ? 'gray' : 'blue'}>
          {t(settled ? 'options.settled' : 'options.open')}
        </Badge>
      </Flex>
      <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums" mt="2">
        {t('options.usdt', { amount: format.amount(order.amount) })}
      </Text>
      <SimpleGrid columns={3} gap="3" mt="3">
        <Detail label={t('options.expiry')} value={expiryLabel(order.trade_time)} />
        <Detail label={t('options.openPrice')} value={format.price(order.open_price)} />
        {settled ? (
          <Detail label={t('options.closePrice')} value={format.price(order.close_price)} testId="option-close-price" />
        ) : (
          <Detail
            label={t('options.returnRate')}
            value={t('options.percent', { value: format.amount(order.profitrate) })}
          />
        )}
        {settled && (
          <Detail label={t('options.profitLoss')} value={result.text} color={result.color} testId="option-result" />
        )}
        {settled && (
          <Detail
            label={t('options.returnRate')}
            value={t('options.percent', { value: format.amount(order.profitrate) })}
          />
        )}
      </SimpleGrid>
      <Stack gap="0.5" mt="3" fontSize="xs" color="fg.muted">
        <Flex justify="space-between">
          <Text>{t('options.openTime')}</Text>
          <Text fontVariantNumeric="tabular-nums">
            <ProviderTime value={order.create_time} />
          </Text>
        </Flex>
        {settled && (
          <Flex justify="space-between">
            <Text>{t('options.closeTime')}</Text>
            <Text fontVariantNumeric="tabular-nums">
              <ProviderTime value={order.pincang_time} />
            </Text>
          </Flex>
        )}
      </Stack>
    </Box>
  );
};

/**
 * The user's option orders of one status (0 open, 1 settled), newest first, page by page as the
 * end scrolls into view, refreshed by pulling down.
 */
export const OptionOrderList = ({ status }: { status: OptionOrderStatus }) => {
  const { t } = useTranslation('orders');
  const query = useInfiniteQuery(optionQueries.orders(status));
  return (
    <InfiniteList<OptionOrder>
      source={query}
      rows={query.data ?? []}
      rowKey={(row, index) => `${row.order_id}-${index}`}
      empty={t(status === OptionOrderStatus.settled ? 'options.emptySettled' : 'options.emptyOpen')}
      renderRow={(row) => <OptionOrderRow order={row} settled={(row.status ?? status) === OptionOrderStatus.settled} />}
    />
  );
};
