import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { EmptyState, LoadingRows, QueryError } from '../../components/query-state';
import { SafeHtml } from '../../components/safe-html';
import { routeId } from '../../lib/route-id';
import { useArticleDetail } from './hooks/use-article-detail';
import { ArticleKind } from '../../api/provider-values';
import { pathOf, pathTo } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';

const KINDS: readonly ArticleKind[] = Object.values(ArticleKind);
const typeOf = (value: string | null): ArticleKind =>
  KINDS.find((kind) => String(kind) === value) ?? ArticleKind.message;

export const MessageDetailScreen = () => {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const type = typeOf(params.get('type'));
  const { query, valid } = useArticleDetail(type, routeId(params.get('id')) ?? 0);
  const article = query.data;
  return (
    <Page
      title={t(`detail.title${type}`)}
      backTo={type === ArticleKind.platform ? pathOf('home') : pathTo('notices', { type })}
    >
      {(!valid || (query.isSuccess && !article)) && <EmptyState>{t('detail.notFound')}</EmptyState>}
      {valid && query.isPending && <LoadingRows rows={4} height="6" />}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {article && (
        <Stack as="article" gap="2" bg="bg.surface" borderRadius="l3" p="4">
          <Heading as="h2" size="lg">
            {article.title}
          </Heading>
          {(article.send_time ?? article.create_time) && (
            <Text fontSize="sm" color="fg.muted">
              <ProviderTime value={article.send_time ?? article.create_time} />
            </Text>
          )}
          <SafeHtml html={article.content} data-testid="article-content" />
        </Stack>
      )}
    </Page>
  );
};
