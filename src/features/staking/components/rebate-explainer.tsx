import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StakingProductDetail } from '../../../api/generated/model';
import { stakingPayout } from '../../../lib/staking-math';
import { StakingRebateType } from '../../../api/provider-values';
import { useFormat } from '../../../lib/use-format';

const METHODS = [
  { type: StakingRebateType.dailyYield, key: 'daily' },
  { type: StakingRebateType.atMaturity, key: 'atMaturity' },
] as const;

/**
 * Both rebate methods, each worked out for the amount typed (or, until one may be sent, the plan's
 * minimum), in exact decimals; the plan's own method is marked in words, not by colour alone.
 */
export const RebateExplainer = ({ product, amount }: { product: StakingProductDetail; amount: string | null }) => {
  const { t } = useTranslation('staking');
  const format = useFormat();
  const example = amount ?? String(product.min_amount);
  const payout = stakingPayout(example, product.interest, product.day);
  if (!payout) return null;
  const money = (value: string) => t('usdt', { amount: format.amount(value) });
  const values = {
    amount: money(example),
    daily: money(payout.daily),
    total: money(payout.total),
    back: money(payout.atExpiry),
    days: product.day,
  };
  return (
    <Box
      as="section"
      aria-labelledby="rebate-explainer"
      bg="bg.surface"
      borderRadius="l3"
      p="4"
      data-testid="rebate-explainer"
    >
      <Heading as="h2" size="sm" id="rebate-explainer">
        {t('explain.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1" data-testid="rebate-example-amount">
        {amount === null ? t('explain.withMinimum', values) : t('explain.withAmount', values)}
      </Text>
      <Stack gap="3" mt="3">
        {METHODS.map((method) => {
          const chosen =
            (product.type === StakingRebateType.atMaturity
              ? StakingRebateType.atMaturity
              : StakingRebateType.dailyYield) === method.type;
          return (
            <Box
              key={method.key}
              borderWidth={chosen ? '2px' : '1px'}
              borderColor={chosen ? 'brand.solid' : 'border.muted'}
              borderRadius="l2"
              p="3"
              data-testid={`rebate-${method.key}`}
              aria-current={chosen ? 'true' : undefined}
            >
              <Flex align="center" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{t(`rebate.${method.key}`)}</Text>
                {chosen && (
                  <Badge colorPalette="brand" variant="solid">
                    {t('explain.thisPlan')}
                  </Badge>
                )}
              </Flex>
              <Text fontSize="sm" mt="1">
                {t(`explain.${method.key}`, values)}
              </Text>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
};
