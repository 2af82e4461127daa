import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/page';
import { LoadingRows, QueryError } from '../../components/query-state';
import { SafeHtml } from '../../components/safe-html';
import { authQueries } from '../../api/queries/auth';
import { ArticleId } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';
import { useProviderTime } from '../../lib/use-provider-time';

/** The about-us article of `/register/agreement`, as the provider's client shows it. */
export const AboutUsScreen = () => {
  const { t } = useTranslation('about');
  const providerTime = useProviderTime();
  const article = useQuery({ ...authQueries.agreement(ArticleId.aboutUs), staleTime: 10 * 60_000 });
  const time = article.data?.create_time ?? article.data?.send_time;
  return (
    <Page title={t('about.title')} backTo={pathOf('userCenter')}>
      {article.isPending && <LoadingRows rows={6} height="6" />}
      {article.isError && <QueryError error={article.error} onRetry={() => void article.refetch()} />}
      {article.data && (
        <Stack gap="2" bg="bg.surface" borderRadius="l3" p="4" data-testid="about-us">
          <Heading as="h2" size="lg">
            {article.data.title}
          </Heading>
          {time && (
            <Text fontSize="sm" color="fg.muted">
              {t('about.updated', { time: providerTime(time) })}
            </Text>
          )}
          <SafeHtml html={article.data.content} />
        </Stack>
      )}
    </Page>
  );
};
