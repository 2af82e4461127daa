import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { KycStatus } from '../../api/provider-values';
import { kycState } from '../../lib/kyc-status';
import { Link } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths';
import { useAccountFigures } from './use-account-figures';

/**
 * A new account's first step, on an empty home and assets screen: deposit, and verify identity before
 * a withdrawal needs it (shown until the account holds money or a position).
 */
export const FirstSteps = () => {
  const { t } = useTranslation('figures');
  const user = useCurrentUser();
  const figures = useAccountFigures();
  if (!user.data || figures.equity === null || !figures.equity.eq(0) || figures.positions > 0) return null;
  const verified = kycState(user.data.realauth_status) === KycStatus.verified;
  const reviewing = kycState(user.data.realauth_status) === KycStatus.pending;
  return (
    <Box
      as="section"
      aria-labelledby="first-steps"
      bg="bg.surface"
      borderRadius="l3"
      p="4"
      borderWidth="1px"
      borderColor="brand.solid"
      data-testid="first-steps"
    >
      <Heading as="h2" size="md" id="first-steps">
        {t('firstSteps.depositTitle')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t('firstSteps.depositBody')}
      </Text>
      <Flex gap="2" mt="3" wrap="wrap">
        <Button asChild colorPalette="brand" size="sm">
          <Link to={pathOf('deposit')}>{t('firstSteps.depositCta')}</Link>
        </Button>
        {!verified && !reviewing && (
          <Button asChild variant="outline" size="sm">
            <Link to={pathOf('kyc')}>{t('firstSteps.verifyCta')}</Link>
          </Button>
        )}
      </Flex>
    </Box>
  );
};
