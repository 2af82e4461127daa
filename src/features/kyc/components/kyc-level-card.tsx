import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canSubmitKyc, type KycState } from '../../../lib/kyc-status';
import { KycBadge } from './kyc-badge';
import { RejectionNote } from './rejection-note';
import { KycStatus } from '../../../api/provider-values';

interface KycLevelCardProps {
  level: 'basic' | 'advanced';
  state: KycState;
  to: string;
  /** Why the level cannot be started yet (advanced before real-name), if so. */
  locked?: string | undefined;
  /** The provider's reason for a rejection, when it sends one. */
  reason?: string | null | undefined;
}

/** One verification level: its state, the review time, and the way to submit or resubmit. */
export const KycLevelCard = ({ level, state, to, locked, reason }: KycLevelCardProps) => {
  const { t } = useTranslation('kyc');
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid={`kyc-${level}`}>
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h2" size="md">
          {t(`${level}.title`)}
        </Heading>
        <KycBadge state={state} testId={`kyc-${level}-state`} />
      </Flex>
      <Stack gap="2" mt="2">
        <Text color="fg.muted" fontSize="sm">
          {t(`${level}.summary`)}
        </Text>
        {state === KycStatus.pending && <Text fontSize="sm">{t('reviewTime')}</Text>}
        {state === KycStatus.rejected && <RejectionNote reason={reason} testId={`kyc-${level}-rejection`} />}
        {locked && state !== KycStatus.verified && (
          <Text fontSize="sm" color="fg.muted">
            {locked}
          </Text>
        )}
        {canSubmitKyc(state) && (
          <Button asChild={!locked} colorPalette="brand" size="sm" alignSelf="flex-start" disabled={Boolean(locked)}>
            {locked ? (
              <span>{t('start')}</span>
            ) : (
              <Link to={to}>{state === KycStatus.rejected ? t('resubmit') : t('start')}</Link>
            )}
          </Button>
        )}
      </Stack>
    </Box>
  );
};
