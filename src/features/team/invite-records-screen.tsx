import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InviteRecord } from '../../api/generated/model';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { formatAmount, formatPlain } from '../../lib/format';
import { usePersistedState } from '../../lib/persisted-state';
import { useInviteRecords } from './hooks/use-team';
import { pathOf } from '../../lib/route-paths';
import { useProviderTime } from '../../lib/use-provider-time';

const RecordRow = ({ record }: { record: InviteRecord }) => {
  const { t } = useTranslation('team');
  const providerTime = useProviderTime();
  const language = usePersistedState((state) => state.language);
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
            +{formatAmount(record.reward, language)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('records.detail', {
              amount: formatAmount(record.deposit, language),
              rate: formatPlain(record.reward_rate, language),
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
