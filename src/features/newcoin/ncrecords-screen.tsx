import { Box, Button, DataList, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SubscriptionRecord } from '../../api/generated/model';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { changePercent } from '../../lib/newcoin-math';
import { useIsSignedIn } from '../../lib/session';
import { newCoinQueries } from '../../api/queries/newcoin';
import { pathOf } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';
import { useFormat } from '../../lib/use-format';

const RecordCard = ({ record }: { record: SubscriptionRecord }) => {
  const { t } = useTranslation('newcoin');
  const format = useFormat();
  const change = changePercent(record.open_price, record.current_price);
  const up = change !== null && !change.startsWith('-');
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="subscription-record">
      <Flex justify="space-between" align="center" mb="2">
        <Text fontWeight="semibold">{record.name ?? t('records.unnamed', { id: record.id })}</Text>
        <Text fontSize="sm" color="fg.muted">
          <ProviderTime value={record.order_time} />
        </Text>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('records.paid')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('usdt', { amount: format.amount(record.margin) })}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('records.openPrice')}</DataList.ItemLabel>
          <DataList.ItemValue>{format.amount(record.open_price, 4)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('records.currentPrice')}</DataList.ItemLabel>
          <DataList.ItemValue>{format.amount(record.current_price, 4)}</DataList.ItemValue>
        </DataList.Item>
        {change !== null && (
          <DataList.Item>
            <DataList.ItemLabel>{t('records.change')}</DataList.ItemLabel>
            <DataList.ItemValue color={up ? 'profit' : 'loss'}>
              {t('records.percent', { value: format.signedAmount(change) })}
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Box>
  );
};

/** The records are the signed-in user's (/subscription needs a token): a visitor is asked to sign in. */
const VisitorRecords = () => {
  const { t } = useTranslation('newcoin');
  const { t: tc } = useTranslation();
  return (
    <Page title={t('records.title')} backTo={pathOf('newCoin')}>
      <Box bg="bg.surface" borderRadius="l3" p="5" data-testid="visitor-records">
        <Text color="fg.muted">{t('records.empty')}</Text>
        <Button asChild colorPalette="brand" mt="4">
          <Link to={pathOf('login')} state={{ from: { pathname: pathOf('newCoinRecords'), search: '' } }}>
            {tc('actions.signIn')}
          </Link>
        </Button>
      </Box>
    </Page>
  );
};

export const NcRecordsScreen = () => (useIsSignedIn() ? <SignedInRecords /> : <VisitorRecords />);

const SignedInRecords = () => {
  const { t } = useTranslation('newcoin');
  const records = useInfiniteQuery(newCoinQueries.subscriptions());
  const rows = records.data ?? [];
  return (
    <Page title={t('records.title')} backTo={pathOf('newCoin')}>
      <InfiniteList
        source={records}
        rows={rows}
        rowKey={(record) => record.id}
        renderRow={(record) => <RecordCard record={record} />}
        empty={t('records.empty')}
      />
    </Page>
  );
};
