import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../../api/queries/wallet';
import { maskCard } from '../../domain/card';
import { pathOf, pathTo } from '../../lib/route-paths';

const SEPARATOR = ' · ';

const Section = ({
  title,
  action,
  children,
}: {
  title: string;
  action: React.ReactNode;
  children: React.ReactNode;
}) => (
  <Stack gap="2">
    <Stack direction="row" justify="space-between" align="center">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {action}
    </Stack>
    {children}
  </Stack>
);

/** The bound bank card and withdrawal addresses. */
export const WalletScreen = () => {
  const { t } = useTranslation('wallet');
  const banks = useQuery(walletQueries.banks());
  const wallets = useQuery(walletQueries.wallets());
  return (
    <Page title={t('wallet.title')} backTo={pathOf('assets')}>
      <Stack gap="6">
        <Section
          title={t('wallet.bank')}
          action={
            banks.data?.length === 0 && (
              <Button asChild size="xs" variant="outline">
                <Link to={pathTo('bank', { from: pathOf('wallet') })}>
                  <Plus />
                  {t('wallet.bindBank')}
                </Link>
              </Button>
            )
          }
        >
          {banks.isPending && <LoadingRows rows={1} />}
          {banks.isError && <QueryError error={banks.error} onRetry={() => void banks.refetch()} />}
          {banks.data?.length === 0 && <EmptyState>{t('wallet.noBank')}</EmptyState>}
          {banks.data?.map((bank) => (
            <Box key={bank.cardno} bg="bg.surface" borderRadius="l3" p="4" data-testid="bound-bank">
              <Text fontWeight="semibold">{bank.bankname}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[bank.bankzhiname, bank.ifsc].filter(Boolean).join(SEPARATOR)}
              </Text>
              <Text fontFamily="mono" mt="2">
                {maskCard(bank.cardno)}
              </Text>
              <Text fontSize="sm">{bank.realname}</Text>
            </Box>
          ))}
        </Section>
        <Section
          title={t('wallet.addresses')}
          action={
            <Button asChild size="xs" variant="outline">
              <Link to={pathTo('addWallet', { from: pathOf('wallet') })}>
                <Plus />
                {t('wallet.addAddress')}
              </Link>
            </Button>
          }
        >
          {wallets.isPending && <LoadingRows rows={2} />}
          {wallets.isError && <QueryError error={wallets.error} onRetry={() => void wallets.refetch()} />}
          {wallets.data?.length === 0 && <EmptyState>{t('wallet.noAddress')}</EmptyState>}
          {wallets.data?.map((wallet) => (
            <Box
              key={`${wallet.cryptoprotocol}-${wallet.wallet_address}`}
              bg="bg.surface"
              borderRadius="l3"
              p="4"
              data-testid="bound-address"
            >
              <Text fontWeight="semibold">{`${wallet.currency} (${wallet.cryptoprotocol})`}</Text>
              <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                {wallet.wallet_address}
              </Text>
            </Box>
          ))}
        </Section>
      </Stack>
    </Page>
  );
};
