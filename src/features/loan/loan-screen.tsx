import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { LoanHistory } from './components/loan-history';
import { LoanProducts } from './components/loan-products';
import { pathOf } from '../../lib/route-paths';

type LoanTab = 'products' | 'history';

export const LoanScreen = () => {
  const { t } = useTranslation('loan');
  const [params, setParams] = useSearchParams();
  const tab: LoanTab = params.get('tab') === 'history' ? 'history' : 'products';
  const show = (next: LoanTab) => setParams(next === 'products' ? {} : { tab: next }, { replace: true });
  return (
    <Page title={t('title')} backTo={pathOf('home')}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => show(details.value as LoanTab)}
        variant="enclosed"
        fitted
        lazyMount
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="products">{t('tabs.products')}</Tabs.Trigger>
          <Tabs.Trigger value="history">{t('tabs.history')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products" p="0">
          <LoanProducts onSubmitted={() => show('history')} />
        </Tabs.Content>
        <Tabs.Content value="history" p="0">
          <LoanHistory />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
};
