import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConnectionBanner } from '../../../components/connection-banner';
import { LiveChange, LivePrice } from '../../../components/live-quote';
import { useLiveTicker } from '../../../market/market-context';
import type { ContractSymbol } from '../hooks/use-contract-symbol';
import { SymbolStatus } from '../../../api/provider-values';
import { pathTo } from '../../../lib/route-paths';

/** Options or perpetual contract (this screen) for the same symbol. */
const ModeSwitch = ({ code }: { code: string }) => {
  const { t } = useTranslation('contract');
  return (
    <Flex as="nav" aria-label={t('mode.label')} bg="bg.muted" borderRadius="l2" p="1" gap="1">
      <Button asChild flex="1" size="sm" variant="ghost">
        <Link to={pathTo('trade', { symbol: code })} data-testid="to-options">
          {t('mode.options')}
        </Link>
      </Button>
      <Button flex="1" size="sm" variant="solid" colorPalette="brand" aria-current="page" pointerEvents="none">
        {t('mode.contract')}
      </Button>
    </Flex>
  );
};

/** The symbol, its live price and day change, and whether the price is stale. */
export const ContractHeader = ({ symbol }: { symbol: ContractSymbol }) => {
  const { t } = useTranslation('contract');
  const ticker = useLiveTicker(symbol.code);
  const stale = ticker?.status !== SymbolStatus.live;
  return (
    <Stack gap="3" position="relative">
      <ModeSwitch code={symbol.code} />
      <ConnectionBanner />
      <Flex
        justify="space-between"
        align="center"
        bg="bg.surface"
        borderRadius="l3"
        px="4"
        py="3"
        data-testid="contract-header"
      >
        <Box minW="0">
          <HStack gap="2">
            <Text fontWeight="bold" fontSize="lg">
              {symbol.pair}
            </Text>
            {stale && (
              <Badge colorPalette="orange" data-testid="price-stale">
                {t('header.stale')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted" truncate>
            {symbol.name}
          </Text>
        </Box>
        <Stack gap="1" align="flex-end">
          <LivePrice code={symbol.code} fontSize="xl" fontWeight="bold" />
          <LiveChange code={symbol.code} />
        </Stack>
      </Flex>
    </Stack>
  );
};
