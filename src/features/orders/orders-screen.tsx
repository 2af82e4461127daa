import { Button, Container, Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ContractOrderStatus, OptionOrderStatus } from '../../api/generated/model';
import { ChipGroup } from '../../components/chip-group';
import { ContractOrderList } from '../../components/contract-orders/contract-order-list';
import { OptionOrderList } from '../../components/option-orders';

type Kind = 'contract' | 'option';
const CONTRACT_STATUSES = [0, 1, 2, 3] as const satisfies readonly ContractOrderStatus[];
const OPTION_STATUSES = [0, 1] as const satisfies readonly OptionOrderStatus[];

/** `?kind=contract|option&status=N`, falling back to open positions. */
const useOrdersView = () => {
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('kind') === 'option' ? 'option' : 'contract';
  const wanted = Number(params.get('status') ?? (kind === 'contract' ? 1 : 0));
  const statuses: readonly number[] = kind === 'contract' ? CONTRACT_STATUSES : OPTION_STATUSES;
  const status = statuses.includes(wanted) ? wanted : statuses[kind === 'contract' ? 1 : 0]!;
  const show = (next: Kind, nextStatus?: number): void =>
    setParams({ kind: next, status: String(nextStatus ?? (next === 'contract' ? 1 : 0)) }, { replace: true });
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
          <Link to={kind === 'contract' ? '/pages/lever/leverList' : '/pages/trade/traderecords'}>{t('tab.allRecords')}</Link>
        </Button>
      </Flex>
      <Stack gap="3">
        <Tabs.Root value={kind} onValueChange={(details) => show(details.value as Kind)} variant="line" fitted>
          <Tabs.List aria-label={t('tab.kinds')}>
            <Tabs.Trigger value="contract">{t('tab.contract')}</Tabs.Trigger>
            <Tabs.Trigger value="option">{t('tab.option')}</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
        <ChipGroup<number>
          label={t('tab.statuses')}
          options={kind === 'contract' ? CONTRACT_STATUSES : OPTION_STATUSES}
          value={status}
          onChange={(value) => show(kind, value)}
          render={(value) => (kind === 'contract' ? t(`contract.status.${value as ContractOrderStatus}`) : t(value === 1 ? 'options.settled' : 'options.open'))}
        />
        {kind === 'contract' ? (
          <ContractOrderList key={`contract-${status}`} status={status as ContractOrderStatus} />
        ) : (
          <OptionOrderList key={`option-${status}`} status={status as OptionOrderStatus} />
        )}
      </Stack>
    </Container>
  );
};
