import { Badge, Box, Button, DataList, Flex, Image, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NewCoin } from '../../../api/generated/model';
import { SafeHtml } from '../../../components/safe-html';
import { assetUrl } from '../../../lib/env';
import { soldPercent } from '../../../lib/newcoin-math';
import { ProviderTime } from '../../../components/provider-time';
import { useProviderTime } from '../../../lib/use-provider-time';
import { useFormat } from '../../../lib/use-format';

const STATES = ['upcoming', 'open', 'ended'] as const;
const PALETTE = { upcoming: 'orange', open: 'green', ended: 'gray' } as const;

export const NewCoinCard = ({ coin, onSubscribe }: { coin: NewCoin; onSubscribe: (coin: NewCoin) => void }) => {
  const { t } = useTranslation('newcoin');
  const providerTime = useProviderTime();
  const format = useFormat();
  const state = STATES[coin.status] ?? 'ended';
  const sold = soldPercent(coin.sold, coin.total_supply);
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="new-coin">
      <Flex align="center" gap="3">
        {coin.image && <Image src={assetUrl(coin.image)} alt="" boxSize="10" borderRadius="full" />}
        <Box flex="1">
          <Text fontWeight="semibold">{coin.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {coin.symbol}
          </Text>
        </Box>
        <Badge colorPalette={PALETTE[state]}>{t(`state.${state}`)}</Badge>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" mt="3">
        <DataList.Item>
          <DataList.ItemLabel>{t('price')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('usdt', { amount: format.amount(coin.price, 4) })}</DataList.ItemValue>
        </DataList.Item>
        {coin.min_amount !== undefined && coin.max_amount !== undefined && (
          <DataList.Item>
            <DataList.ItemLabel>{t('limits')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {t('range', {
                min: format.amount(coin.min_amount, 0),
                max: format.amount(coin.max_amount, 0),
              })}
            </DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{t('window')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('dates', { start: providerTime(coin.start_time), end: providerTime(coin.end_time) })}
          </DataList.ItemValue>
        </DataList.Item>
        {coin.listing_time && (
          <DataList.Item>
            <DataList.ItemLabel>{t('listing')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <ProviderTime value={coin.listing_time} />
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {sold !== null && (
        <Progress.Root value={sold} size="xs" colorPalette="brand" mt="3">
          <Progress.Label fontSize="xs" color="fg.muted" fontWeight="normal" mb="1">
            {t('sold', { percent: sold })}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {coin.description && <SafeHtml html={coin.description} fontSize="sm" color="fg.muted" mt="3" />}
      <Button colorPalette="brand" w="full" mt="2" disabled={state !== 'open'} onClick={() => onSubscribe(coin)}>
        {state === 'open' ? t('subscribe') : t(`closed.${state}`)}
      </Button>
    </Box>
  );
};
