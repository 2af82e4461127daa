import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { ChannelRow } from './components/channel-row';
import { useSupportChannels } from './hooks/use-support-channels';
import { pathOf } from '../../lib/route-paths';

/** The customer-service chat channels (at the old client's address, `/pages/user/kefu`). */
export const SupportChatScreen = () => {
  const { t } = useTranslation('support');
  const channels = useSupportChannels();
  return (
    <Page title={t('title')} backTo={pathOf('me')}>
      <Stack gap="3">
        <Text color="fg.muted">{t('subtitle')}</Text>
        {channels.isPending && <LoadingRows rows={3} height="16" />}
        {channels.isError && <QueryError error={channels.error} onRetry={() => void channels.refetch()} />}
        {channels.isSuccess && channels.data.length === 0 && <EmptyState>{t('empty')}</EmptyState>}
        {channels.data?.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} />
        ))}
      </Stack>
    </Page>
  );
};
