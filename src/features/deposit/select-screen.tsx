import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ImageAvatar } from '../../components/image-avatar';
import { ChevronRight, Coins, Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { assetUrl } from '../../lib/env';
import { depositQueries } from '../../api/queries/deposit';
import { DepositChannelType } from '../../api/provider-values';
import { pathOf, pathTo } from '../../lib/route-paths';

/** The deposit channels of one kind; with none, the way to customer service. */
export const SelectScreen = () => {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const type =
    params.get('type') === String(DepositChannelType.bank) ? DepositChannelType.bank : DepositChannelType.crypto;
  const channels = useQuery(depositQueries.channels(type));
  return (
    <Page
      title={t(type === DepositChannelType.bank ? 'deposit.methods.bank' : 'deposit.methods.crypto')}
      backTo={pathOf('depositCounter')}
    >
      <Stack gap="3">
        {channels.isPending && <LoadingRows rows={3} height="16" />}
        {channels.isError && <QueryError error={channels.error} onRetry={() => void channels.refetch()} />}
        {channels.isSuccess && channels.data.length === 0 && (
          <Alert.Root status="warning" borderRadius="l3" data-testid="no-channel">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('deposit.noChannel')}</Alert.Description>
              <Button asChild size="sm" colorPalette="brand" mt="3" alignSelf="flex-start">
                <Link to={pathOf('support')}>
                  <Headset />
                  {t('deposit.contactSupport')}
                </Link>
              </Button>
            </Alert.Content>
          </Alert.Root>
        )}
        {channels.data?.map((channel) => (
          <Link key={channel.id} to={pathTo('deposit', { id: channel.id })} data-testid="deposit-channel">
            <Flex
              align="center"
              gap="3"
              p="4"
              bg="bg.surface"
              borderRadius="l3"
              borderWidth="1px"
              borderColor="border.muted"
              _hover={{ borderColor: 'brand.border' }}
            >
              <ImageAvatar
                size="sm"
                shape="rounded"
                fallback={<Coins size={16} />}
                src={channel.icon ? assetUrl(channel.icon) : undefined}
              />
              <Text fontWeight="semibold" flex="1">
                {channel.currency}
              </Text>
              <ChevronRight size={18} aria-hidden />
            </Flex>
          </Link>
        ))}
      </Stack>
    </Page>
  );
};
