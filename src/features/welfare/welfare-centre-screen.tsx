import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { SafeHtml } from '../../components/safe-html';
import { useWelfareHtml } from './hooks/use-welfare-html';
import { pathOf } from '../../lib/route-paths';

/** The welfare centre: the provider's page of offers (at the old client's address, `/pages/find`). */
export const WelfareCentreScreen = () => {
  const { t } = useTranslation('welfare');
  const page = useWelfareHtml();
  return (
    <Page title={t('title')} backTo={pathOf('home')}>
      {page.error ? (
        <QueryError error={page.error} onRetry={page.retry} />
      ) : page.isPending ? (
        <LoadingRows rows={4} height="10" />
      ) : page.html ? (
        <Box bg="bg.surface" borderRadius="l3" p="4">
          <SafeHtml html={page.html} data-testid="welfare-content" />
        </Box>
      ) : (
        <EmptyState>{t('empty')}</EmptyState>
      )}
    </Page>
  );
};
