import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InviteRecord } from '../../api/generated/model';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { useInviteRecords } from './hooks/use-team';
import { pathOf } from '../../lib/route-paths';
import { useProviderTime } from '../../lib/use-provider-time';
import { useFormat } from '../../lib/use-format';

const RecordRow = ({ record }: { record: InviteRecord }) => {
  const { t } = useTranslation('team');
  const providerTime = useProviderTime();
  const format = useFormat();
  return (
    <Box bg="bg.surface" borderRadius="l2" p="3" data-testid="invite-record">
      <Flex justify="space-between" gap="3">
        <Stack gap="0">
          <Text fontWeight="medium">{record.username}</Text>
          <Text fontSize="xs" color="fg.muted">
            {`${t('team.level', { level: record.level })} · ${providerTime(record.time)}`}
          </Text>
        </Stack>
        <Stack gap="0" textAlign="end">
          <Text color="profit" fontWeight="semibold">
            +{format.amount(record.reward)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('records.detail', {
              amount: format.amount(record.deposit),
              rate: format.plain(record.reward_rate),
            })}
          </Text>
        </Stack>
      </Flex>
    </Box>
  );
};

/** Invite rewards, one per invited member's deposit, page by page. */
export const InviteRecordsScreen = () => {
  const { t } = useTranslation('team');
  const { query, rows } = useInviteRecords();
  return (
    <Page title={t('records.title')} backTo={pathOf('team')}>
      <InfiniteList
        source={query}
        rows={rows}
        rowKey={(record) => record.id}
        renderRow={(record) => <RecordRow record={record} />}
        empty={t('records.empty')}
      />
    </Page>
  );
};
