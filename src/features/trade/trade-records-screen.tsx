import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OptionOrderList } from '../../components/option-orders';
import { Page } from '../../components/page';
import { pathOf } from '../../lib/route-paths';

/** Option orders: open ones (counting down) and settled ones with their result (`?tab=open|settled`). */
export const TradeRecordsScreen = () => {
  const { t } = useTranslation('trade');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settled' ? 'settled' : 'open';
  return (
    <Page title={t('records.title')} backTo={pathOf('trade')}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
        variant="enclosed"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="open">{t('records.openTab')}</Tabs.Trigger>
          <Tabs.Trigger value="settled">{t('records.settledTab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="open" p="0">
          <OptionOrderList status={0} />
        </Tabs.Content>
        <Tabs.Content value="settled" p="0">
          <OptionOrderList status={1} />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
};
