import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadingRows, QueryError } from '../../../components/query-state';
import { SafeHtml } from '../../../components/safe-html';
import { useAgreement } from '../hooks/use-agreement';
import { useProviderTime } from '../../../lib/use-provider-time';

/** The registration terms, sanitised. Used by the agreement screen and the register sheet. */
export const AgreementContent = ({ showTitle = true }: { showTitle?: boolean }) => {
  const { t } = useTranslation('auth');
  const providerTime = useProviderTime();
  const agreement = useAgreement();
  if (agreement.isPending) return <LoadingRows rows={6} height="6" />;
  if (agreement.isError) return <QueryError error={agreement.error} onRetry={() => void agreement.refetch()} />;
  const { title, content } = agreement.data;
  const time = agreement.data.create_time ?? agreement.data.send_time;
  return (
    <Stack gap="2" data-testid="agreement">
      {showTitle && (
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      )}
      {time && (
        <Text fontSize="sm" color="fg.muted">
          {t('agreement.updated', { time: providerTime(time) })}
        </Text>
      )}
      <SafeHtml html={content} />
    </Stack>
  );
};
