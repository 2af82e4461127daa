import { Box, Flex, Heading, Image, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { SafeHtml } from '../../components/safe-html';
import { assetUrl } from '../../lib/env';
import { routeId } from '../../lib/route-id';
import { StakingFacts, StakingSubscribeForm } from './components/staking-subscribe-form';
import { useAvailableBalance } from '../../lib/use-available-balance';
import { stakingQueries } from '../../api/queries/staking';
import { pathOf } from '../../lib/route-paths';

export const StakingDetailsScreen = () => {
  const { t } = useTranslation('staking');
  const [params] = useSearchParams();
  const id = routeId(params.get('id'));
  const valid = id !== null;
  const detail = useQuery(stakingQueries.product(id));
  const balance = useAvailableBalance();
  const product = detail.data;
  return (
    <Page title={product?.name ?? t('details.title')} backTo={pathOf('staking')}>
      {!valid && <EmptyState>{t('details.notFound')}</EmptyState>}
      {valid && detail.isPending && <LoadingRows rows={3} height="20" />}
      {detail.isError && <QueryError error={detail.error} onRetry={() => void detail.refetch()} />}
      {product && (
        <Stack gap="4">
          <Flex align="center" gap="3">
            {product.img && <Image src={assetUrl(product.img)} alt="" boxSize="12" borderRadius="full" />}
            <Heading as="h2" size="lg">
              {product.name}
            </Heading>
          </Flex>
          <StakingFacts product={product} />
          {balance.error && <QueryError error={balance.error} onRetry={balance.retry} />}
          <StakingSubscribeForm product={product} available={balance.available} />
          {product.description && (
            <Box bg="bg.surface" borderRadius="l3" p="4" aria-label={t('details.description')} as="section">
              <SafeHtml html={product.description} data-testid="staking-description" />
            </Box>
          )}
        </Stack>
      )}
    </Page>
  );
};
