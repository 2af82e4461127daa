import { Badge, Box, Button, Flex, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useExpiryLabel } from '../../../lib/option-expiry';
import { useToken } from '../../../lib/session';
import { toDecimal } from '../../../lib/money';
import { useNow } from '../../../lib/use-now';
import { useLiveTicker } from '../../../market/market-context';
import { useActiveOrders, type ActiveOrder } from '../active-orders-store';
import { useSettlement } from '../hooks/use-settlement';
import { countdownDays, formatCountdown } from '../option-math';
import { OUTCOME_LOOK, outcomeOf, SettlementDialog } from './settlement-dialog';
import { OptionDirection, SymbolStatus } from '../../../api/provider-values';
import { pathTo } from '../../../lib/route-paths';
import { useFormat } from '../../../lib/use-format';

type Outlook = 'winning' | 'losing' | 'even';

/** Where a running option stands at the live price: up wins above the entry, down below it, a tie refunds. */
const outlookOf = (
  direction: ActiveOrder['direction'],
  entry: string,
  live: string | null | undefined,
): Outlook | null => {
  const open = toDecimal(entry);
  const now = toDecimal(live);
  if (!open || !now) return null;
  const compared = now.cmp(open);
  if (compared === 0) return 'even';
  return compared > 0 === (direction === OptionDirection.up) ? 'winning' : 'losing';
};

const OUTLOOK_COLOR: Record<Outlook, string> = { winning: 'profit', losing: 'loss', even: 'fg.muted' };

/** The live price against the entry while the countdown runs: winning, losing or even. */
const LiveOutlook = ({ order }: { order: ActiveOrder }) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const ticker = useLiveTicker(order.symbol);
  const live = ticker?.status === SymbolStatus.live ? ticker.price : null;
  const outlook = outlookOf(order.direction, order.openPrice, live);
  return (
    <Flex
      justify="space-between"
      align="center"
      fontSize="sm"
      data-testid="live-outlook"
      data-outlook={outlook ?? 'unknown'}
    >
      <Text fontVariantNumeric="tabular-nums" color={live ? 'fg' : 'fg.muted'}>
        {live ? t('active.livePrice', { price: format.price(live) }) : t('active.noLivePrice')}
      </Text>
      {outlook && (
        <Text fontWeight="semibold" color={OUTLOOK_COLOR[outlook]}>
          {t(`active.outlook.${outlook}`)}
        </Text>
      )}
    </Flex>
  );
};

/** A settled order's outcome, written on its card at the moment the result dialog opens over it. */
const SettledResult = ({ order }: { order: ActiveOrder }) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const { outcome, amount } = outcomeOf(order.result?.profit, order.result?.profitloss);
  const { sign, color } = OUTCOME_LOOK[outcome];
  return (
    <Flex
      justify="space-between"
      align="baseline"
      gap="2"
      mt="2"
      fontSize="sm"
      data-testid="active-result"
      data-outcome={outcome}
    >
      <Text fontWeight="semibold" color={color}>
        {t(`result.${outcome}`)}
      </Text>
      <Text fontWeight="semibold" color={color} fontVariantNumeric="tabular-nums">
        {`${sign}${t('usdt', { amount: format.amount(amount) })}`}
      </Text>
    </Flex>
  );
};

const ActiveOrderCard = ({ order }: { order: ActiveOrder }) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const expiryLabel = useExpiryLabel();
  const setState = useActiveOrders((state) => state.setState);
  const dismiss = useActiveOrders((state) => state.dismiss);
  useSettlement(order);
  const counting = order.state === 'counting';
  // the countdown moves every quarter second
  const now = useNow(250, counting);
  const left = Math.max(0, order.endsAt - now.valueOf());
  const long = countdownDays(left);
  const up = order.direction === OptionDirection.up;

  return (
    <Box
      bg="bg.surface"
      borderRadius="l3"
      p="3"
      data-testid="active-order"
      data-state={order.state}
      data-order={order.id}
    >
      <Flex justify="space-between" align="center" gap="2">
        <Flex align="center" gap="2" minW="0">
          <Text fontWeight="semibold" truncate>
            {order.symbol.toUpperCase()}
          </Text>
          <Badge colorPalette={up ? 'green' : 'red'} bg={up ? 'profit' : 'loss'} color="fg.inverted" variant="solid">
            {t(up ? 'direction.up' : 'direction.down')}
          </Badge>
        </Flex>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums">
          {t('usdt', { amount: format.amount(order.amount) })}
        </Text>
      </Flex>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1">
        <Text>{t('active.openPrice', { price: format.price(order.openPrice) })}</Text>
        <Text>{expiryLabel(order.tradeTime)}</Text>
      </Flex>
      {counting && (
        <Stack gap="1" mt="2">
          <LiveOutlook order={order} />
          <Flex justify="space-between" align="baseline">
            <Text fontSize="xs" color="fg.muted">
              {t('active.timeLeft')}
            </Text>
            <Text
              fontSize="xl"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              role="timer"
              aria-live="off"
              data-testid="countdown"
            >
              {long ? t('active.daysLeft', { count: long.days, time: long.time }) : formatCountdown(left)}
            </Text>
          </Flex>
          <Progress.Root
            value={100 - (left / (order.tradeTime * 1000)) * 100}
            size="xs"
            colorPalette={up ? 'green' : 'red'}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      {order.state === 'settling' && (
        <Flex align="center" gap="2" mt="2" fontSize="sm" color="fg.muted" aria-live="polite">
          <Spinner size="xs" />
          <Text>{t('active.settling')}</Text>
        </Flex>
      )}
      {order.state === 'settled' && order.result && <SettledResult order={order} />}
      {order.state === 'pending' && (
        <Stack gap="2" mt="2" role="status" data-testid="settlement-pending">
          <Text fontSize="sm">{t('active.pending')}</Text>
          <Flex gap="2" wrap="wrap">
            <Button asChild size="xs" variant="outline">
              <Link to={pathTo('tradeRecords', { tab: 'open' })}>{t('records.open')}</Link>
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setState(order.id, 'settling')}>
              {t('active.checkAgain')}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => dismiss(order.id)}>
              {t('active.dismiss')}
            </Button>
          </Flex>
        </Stack>
      )}
    </Box>
  );
};

/**
 * The option orders of this session still awaiting their outcome, each with its live countdown;
 * the result dialog when one settles. Several can run at once.
 */
export const ActiveOrders = () => {
  const { t } = useTranslation('trade');
  const token = useToken();
  const all = useActiveOrders((state) => state.orders);
  const orders = all.filter((order) => order.owner === token);
  if (orders.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-label={t('active.title')} data-testid="active-orders">
      <Text fontWeight="semibold">{t('active.title')}</Text>
      {orders.map((order) => (
        <ActiveOrderCard key={order.id} order={order} />
      ))}
      <SettlementDialog order={orders.find((order) => order.state === 'settled')} />
    </Stack>
  );
};
