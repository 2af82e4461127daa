import Big from 'big.js';
import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '../../../lib/money';
import { QueryError } from '../../../components/query-state';
import { useQuery } from '@tanstack/react-query';
import { homeQueries } from '../../../api/queries/home';
import { useFormat } from '../../../lib/use-format';

/** The contract lot fee rate the client uses when the provider sends none. */
const DEFAULT_LOT_FEE = '0.02';

/** The site data of `/home`: the perpetual-contract lot fee rate (0.02 when missing or zero). */
export const SiteData = () => {
  const { t } = useTranslation('home');
  const format = useFormat();
  const home = useQuery(homeQueries.home());
  if (home.isError) return <QueryError title={t('site.fee')} error={home.error} onRetry={() => void home.refetch()} />;
  if (!home.isSuccess) return null;
  const fee = toDecimal(home.data.fee);
  const rate = (fee && !fee.eq(0) ? fee : new Big(DEFAULT_LOT_FEE)).times(100).toString();
  return (
    <Flex justify="space-between" bg="bg.surface" borderRadius="l2" px="4" py="3" data-testid="site-data">
      <Text fontSize="sm" color="fg.muted">
        {t('site.fee')}
      </Text>
      <Text fontSize="sm" fontWeight="semibold">
        {format.rate(rate, { decimals: 4 })}
      </Text>
    </Flex>
  );
};
