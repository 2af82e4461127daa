import { Box, Flex, Image, LinkBox, LinkOverlay, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StakingProduct } from '../../../api/generated/model';
import { EmptyState, LoadingRows, QueryError } from '../../../components/query-state';
import { assetUrl } from '../../../lib/env';
import { useQuery } from '@tanstack/react-query';
import { stakingQueries } from '../../../api/queries/staking';
import { pathTo } from '../../../lib/route-paths';
import { useFormat } from '../../../lib/use-format';

const ProductCard = ({ product }: { product: StakingProduct }) => {
  const { t } = useTranslation('staking');
  const format = useFormat();
  const sold = Math.round((product.progress ?? 0) * 100);
  return (
    <LinkBox bg="bg.surface" borderRadius="l3" p="4" data-testid="staking-product">
      <Flex gap="3" align="center">
        {product.img && <Image src={assetUrl(product.img)} alt="" boxSize="10" borderRadius="full" />}
        <LinkOverlay asChild>
          <Link to={pathTo('stakingDetails', { id: product.id })}>
            <Text fontWeight="semibold">{product.name}</Text>
          </Link>
        </LinkOverlay>
      </Flex>
      <Flex justify="space-between" mt="3" gap="2">
        <Box>
          <Text fontSize="xs" color="fg.muted">
            {t('product.dailyYield')}
          </Text>
          <Text fontWeight="bold" color="profit">
            {t('percent', { value: format.plain(product.interest) })}
          </Text>
        </Box>
        <Box textAlign="center">
          <Text fontSize="xs" color="fg.muted">
            {t('product.days')}
          </Text>
          <Text fontWeight="semibold">{t('days', { days: product.day })}</Text>
        </Box>
        <Box textAlign="end">
          <Text fontSize="xs" color="fg.muted">
            {t('product.limits')}
          </Text>
          <Text fontWeight="semibold">
            {t('range', {
              min: format.amount(product.min_amount, 0),
              max: format.amount(product.max_amount, 0),
            })}
          </Text>
        </Box>
      </Flex>
      {product.progress !== undefined && (
        <Progress.Root value={sold} size="xs" colorPalette="brand" mt="3">
          <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" mb="1">
            {t('product.sold', { percent: sold })}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </LinkBox>
  );
};

/** The products tab: every plan, each opening its details. */
export const StakingProducts = () => {
  const { t } = useTranslation('staking');
  const products = useQuery(stakingQueries.products());
  if (products.isPending) return <LoadingRows rows={3} height="32" />;
  if (products.isError) return <QueryError error={products.error} onRetry={() => void products.refetch()} />;
  if (products.data.length === 0) return <EmptyState>{t('product.empty')}</EmptyState>;
  return (
    <Stack gap="3">
      {products.data.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Stack>
  );
};
