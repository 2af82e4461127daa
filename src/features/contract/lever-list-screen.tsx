import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ContractOrderList } from '../../components/contract-orders/contract-order-list';
import { Page } from '../../components/page';
import { ContractOrderStatus } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';

const STATUSES: readonly ContractOrderStatus[] = Object.values(ContractOrderStatus);

/** Contract orders of every symbol by status: pending, holding, closed, cancelled (`?status=`). */
export const LeverListScreen = () => {
  const { t } = useTranslation('contract');
  const { t: to } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('status') ?? ContractOrderStatus.holding);
  const status = STATUSES.find((value) => value === wanted) ?? ContractOrderStatus.holding;
  return (
    <Page title={t('leverList.title')} backTo={pathOf('contract')}>
      <Tabs.Root
        value={String(status)}
        onValueChange={(details) => setParams({ status: details.value }, { replace: true })}
        variant="enclosed"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4" aria-label={t('leverList.tabs')}>
          {STATUSES.map((value) => (
            <Tabs.Trigger key={value} value={String(value)}>
              {to(`contract.status.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STATUSES.map((value) => (
          <Tabs.Content key={value} value={String(value)} p="0">
            <ContractOrderList status={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
};
