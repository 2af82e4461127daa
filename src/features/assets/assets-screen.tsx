import { Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-state';
import { FirstSteps } from '../../components/account-figures/first-steps';
import { AssetActions } from './components/asset-actions';
import { BalanceCard } from './components/balance-card';
import { useAssets } from './hooks/use-assets';

/** Home tab 4: what the user owns and the ways to move it. */
export const AssetsScreen = () => {
  const { t } = useTranslation('wallet');
  const a = useAssets();
  return (
    <Container maxW="lg" px="4" py="4">
      <Heading as="h1" size="xl" mb="4">
        {t('assets.title')}
      </Heading>
      <Stack gap="4">
        {a.user.isError && <QueryError error={a.user.error} onRetry={() => void a.user.refetch()} />}
        {!a.user.isError && (
          <BalanceCard
            user={a.user.data}
            available={a.available}
            totalFiat={a.totalFiat}
            fiatRate={a.fiatRate}
            fiatCode={a.fiatCode}
            fiatDecimals={a.fiatDecimals}
            currencies={a.currencies}
            currenciesPending={a.currenciesPending}
            onFiat={a.chooseFiat}
          />
        )}
        <FirstSteps />
        <AssetActions />
      </Stack>
    </Container>
  );
};
