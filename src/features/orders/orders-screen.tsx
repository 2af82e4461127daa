import { Box, Button, Container, Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { AccountSummary } from '../../components/account-figures/account-summary';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ChipGroup } from '../../components/chip-group';
import { ContractOrderList } from '../../components/contract-orders/contract-order-list';
import { OptionOrderList } from '../../components/option-orders';
import { ContractOrderStatus, OptionOrderStatus } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';

type Kind = 'contract' | 'option';
const CONTRACT_STATUSES: readonly ContractOrderStatus[] = Object.values(ContractOrderStatus);
const OPTION_STATUSES: readonly OptionOrderStatus[] = Object.values(OptionOrderStatus);
/** Each kind opens on what is still running: open positions, open options. */
const FIRST_STATUS: Record<Kind, number> = { contract: ContractOrderStatus.holding, option: OptionOrderStatus.open };

/** `?kind=contract|option&status=N`, falling back to open positions. */
const useOrdersView = () => {
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('kind') === 'option' ? 'option' : 'contract';
  const wanted = Number(params.get('status') ?? FIRST_STATUS[kind]);
  const statuses: readonly number[] = kind === 'contract' ? CONTRACT_STATUSES : OPTION_STATUSES;
  const status = statuses.includes(wanted) ? wanted : FIRST_STATUS[kind];
  const show = (next: Kind, nextStatus?: number): void =>
    setParams({ kind: next, status: String(nextStatus ?? FIRST_STATUS[next]) }, { replace: true });
  return { kind, status, show } as const;
};

/**
 * Tab 3: every order of the user. Perpetual contracts by status (pending, holding, closed,
 * cancelled) with live P/L and their actions, and option orders (open, settled); each list loads
 * page by page and refreshes when pulled down.
 */
export const OrdersScreen = () => {
  const { t } = useTranslation('orders');
  const { kind, status, show } = useOrdersView();
  return (
    <Container maxW="lg" px="4" py="4">
      <Flex align="center" justify="space-between" mb="3">
        <Heading as="h1" size="xl">
          {t('tab.title')}
        </Heading>
        <Button asChild size="xs" variant="ghost">
          <Link to={kind === 'contract' ? pathOf('contractOrders') : pathOf('tradeRecords')}>
            {t('tab.allRecords')}
          </Link>
        </Button>
      </Flex>
      <Box mb="3">
        <AccountSummary />
      </Box>
      {/* the statuses and the list are the panel of the chosen kind's tab (only that one is rendered) */}
      <Tabs.Root value={kind} onValueChange={(details) => show(details.value as Kind)} variant="line" fitted>
        <Tabs.List aria-label={t('tab.kinds')}>
          <Tabs.Trigger value="contract">{t('tab.contract')}</Tabs.Trigger>
          <Tabs.Trigger value="option">{t('tab.option')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={kind} p="0" pt="3">
          <Stack gap="3">
            <ChipGroup<number>
              label={t('tab.statuses')}
              options={kind === 'contract' ? CONTRACT_STATUSES : OPTION_STATUSES}
              value={status}
              onChange={(next) => show(kind, next)}
              render={(next) =>
                kind === 'contract'
                  ? t(`contract.status.${next as ContractOrderStatus}`)
                  : t(next === OptionOrderStatus.settled ? 'options.settled' : 'options.open')
              }
            />
            {kind === 'contract' ? (
              <ContractOrderList key={`contract-${status}`} status={status as ContractOrderStatus} />
            ) : (
              <OptionOrderList key={`option-${status}`} status={status as OptionOrderStatus} />
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
};
