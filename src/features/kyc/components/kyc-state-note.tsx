import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type KycState } from '../../../lib/kyc-status';
import { KycBadge } from './kyc-badge';
import { KycStatus } from '../../../api/provider-values';
import { pathOf } from '../../../lib/route-paths';

/** Shown instead of a form when the level is under review or already verified. */
export const KycStateNote = ({ state }: { state: KycState }) => {
  const { t } = useTranslation('kyc');
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="kyc-state-note">
      <Stack gap="3" align="flex-start">
        <KycBadge state={state} />
        <Text>{state === KycStatus.pending ? t('reviewTime') : t('alreadyVerified')}</Text>
        <Button asChild variant="outline" size="sm">
          <Link to={pathOf('kyc')}>{t('toOverview')}</Link>
        </Button>
      </Stack>
    </Box>
  );
};
