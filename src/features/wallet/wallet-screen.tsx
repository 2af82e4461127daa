import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { EmptyState, QueryError } from '../../components/query-state';
import { useQuery } from '@tanstack/react-query';
import type { BankAccount, WalletAddress } from '../../api/generated/model';
import { walletQueries } from '../../api/queries/wallet';
import { maskCard } from '../../domain/card';
import { pathOf, pathTo } from '../../lib/route-paths';

const SEPARATOR = ' · ';
/** Stands for a line of a card while it loads (unseen under the skeleton). */
const BLANK = '\u00a0';
/**
 * Addresses kept in place while they load. How many a user has cannot be known in advance: two is
 * typical (one per network, as most users bind), each taking one line of address.
 */
const TYPICAL_ADDRESSES = 2;

/** A bound bank card; without a card, the same card with stand-in lines (its loading state). */
const BankCard = ({ bank }: { bank?: BankAccount }) => (
  <Box bg="bg.surface" borderRadius="l3" p="4" data-testid={bank ? 'bound-bank' : undefined}>
    <Text fontWeight="semibold">{bank ? bank.bankname : BLANK}</Text>
    <Text fontSize="sm" color="fg.muted">
      {bank ? [bank.bankzhiname, bank.ifsc].filter(Boolean).join(SEPARATOR) : BLANK}
    </Text>
    <Text fontFamily="mono" mt="2">
      {bank ? maskCard(bank.cardno) : BLANK}
    </Text>
    <Text fontSize="sm">{bank ? bank.realname : BLANK}</Text>
  </Box>
);

/** A bound withdrawal address; without one, the same card with stand-in lines (its loading state). */
const AddressCard = ({ wallet }: { wallet?: WalletAddress }) => (
  <Box bg="bg.surface" borderRadius="l3" p="4" data-testid={wallet ? 'bound-address' : undefined}>
    <Text fontWeight="semibold">{wallet ? `${wallet.currency} (${wallet.cryptoprotocol})` : BLANK}</Text>
    <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
      {wallet ? wallet.wallet_address : BLANK}
    </Text>
  </Box>
);

/** A card laid out unseen under a skeleton: it takes the place the loaded card will take. */
const LoadingCard = ({ testId, children }: { testId: string; children: React.ReactNode }) => (
  <Skeleton borderRadius="l3" aria-busy="true" data-testid={testId}>
    <Box inert>{children}</Box>
  </Skeleton>
);

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
    {/* as tall as its action's button, which some sections show only once their list has loaded */}
    <Stack direction="row" justify="space-between" align="center" minH="8">
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
          {banks.isPending && (
            // at most one card is bound: its place is kept
            <LoadingCard testId="bank-loading">
              <BankCard />
            </LoadingCard>
          )}
          {banks.isError && <QueryError error={banks.error} onRetry={() => void banks.refetch()} />}
          {banks.data?.length === 0 && <EmptyState>{t('wallet.noBank')}</EmptyState>}
          {banks.data?.map((bank) => (
            <BankCard key={bank.cardno} bank={bank} />
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
          {wallets.isPending &&
            Array.from({ length: TYPICAL_ADDRESSES }, (_, index) => (
              <LoadingCard key={index} testId="address-loading">
                <AddressCard />
              </LoadingCard>
            ))}
          {wallets.isError && <QueryError error={wallets.error} onRetry={() => void wallets.refetch()} />}
          {wallets.data?.length === 0 && <EmptyState>{t('wallet.noAddress')}</EmptyState>}
          {wallets.data?.map((wallet) => (
            <AddressCard key={`${wallet.cryptoprotocol}-${wallet.wallet_address}`} wallet={wallet} />
          ))}
        </Section>
      </Stack>
    </Page>
  );
};
