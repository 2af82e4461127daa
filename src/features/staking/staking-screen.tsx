import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { StakingOrders } from './components/staking-orders';
import { StakingProducts } from './components/staking-products';
import { pathOf } from '../../lib/route-paths';

type StakingTab = 'products' | 'orders';

export const StakingScreen = () => {
  const { t } = useTranslation('staking');
  const [params, setParams] = useSearchParams();
  const tab: StakingTab = params.get('tab') === 'orders' ? 'orders' : 'products';
  return (
    <Page title={t('title')} backTo={pathOf('home')}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setParams(details.value === 'orders' ? { tab: 'orders' } : {}, { replace: true })}
        variant="enclosed"
        fitted
        lazyMount
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="products">{t('tabs.products')}</Tabs.Trigger>
          <Tabs.Trigger value="orders">{t('tabs.orders')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products" p="0">
          <StakingProducts />
        </Tabs.Content>
        <Tabs.Content value="orders" p="0">
          <StakingOrders />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
};
