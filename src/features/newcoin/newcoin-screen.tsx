import { Button } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { toaster } from '../../components/ui/toaster';
import { NewCoinCard } from './components/new-coin-card';
import { SubscribeDialog } from './components/subscribe-dialog';
import { useNewCoinSubscribe } from './hooks/use-new-coin-subscribe';
import { newCoinQueries } from '../../api/queries/newcoin';
import { pathOf } from '../../lib/route-paths';

export const NewCoinScreen = () => {
  const { t } = useTranslation('newcoin');
  const coins = useInfiniteQuery(newCoinQueries.coins());
  const flow = useNewCoinSubscribe({
    onSignInNeeded: () => toaster.create({ type: 'info', description: t('signInFirst') }),
    onSubmitted: () => toaster.create({ type: 'success', description: t('submitted') }),
  });
  const rows = coins.data ?? [];
  return (
    <Page
      title={t('title')}
      backTo={pathOf('home')}
      actions={
        <Button asChild variant="ghost" size="sm" aria-label={t('records.title')}>
          <Link to={pathOf('newCoinRecords')}>
            <ClipboardList />
          </Link>
        </Button>
      }
    >
      <InfiniteList
        source={coins}
        rows={rows}
        rowKey={(coin) => coin.id}
        renderRow={(coin) => <NewCoinCard coin={coin} onSubscribe={flow.start} />}
        empty={t('empty')}
      />
      <SubscribeDialog flow={flow} />
    </Page>
  );
};
