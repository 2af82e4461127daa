import { Badge, Flex, Icon, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { useArticleList, type ArticleListType } from './hooks/use-article-list';
import { ArticleKind, ReadStatus } from '../../api/provider-values';
import { pathOf, pathTo } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';

export const NotifyRecordsScreen = () => {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const type: ArticleListType =
    params.get('type') === String(ArticleKind.announcement) ? ArticleKind.announcement : ArticleKind.message;
  const { source, rows } = useArticleList(type);
  return (
    <Page
      title={type === ArticleKind.message ? t('sections.system') : t('sections.announcements')}
      backTo={pathOf('messageCenter')}
    >
      <InfiniteList
        source={source}
        rows={rows}
        rowKey={(row) => row.id}
        empty={type === ArticleKind.message ? t('list.emptySystem') : t('list.emptyAnnouncements')}
        renderRow={(row) => {
          // read or not (when the provider says): a word and the weight of the title, not colour alone
          const unread = row.is_read === ReadStatus.unread;
          return (
            <LinkBox
              bg="bg.surface"
              borderRadius="l3"
              p="4"
              data-testid="article-row"
              data-read={row.is_read === undefined ? undefined : String(!unread)}
            >
              <Flex align="center" gap="3">
                <Flex direction="column" flex="1" minW="0">
                  <LinkOverlay asChild>
                    <Link to={pathTo('messageDetail', { id: row.id, type })}>
                      <Text fontWeight={unread ? 'bold' : 'normal'} lineClamp={2}>
                        {row.title}
                      </Text>
                    </Link>
                  </LinkOverlay>
                  <Flex align="center" gap="2" mt="1">
                    {row.is_read !== undefined && (
                      <Badge
                        variant={unread ? 'solid' : 'outline'}
                        colorPalette={unread ? 'red' : 'gray'}
                        data-testid="article-state"
                      >
                        {unread ? t('state.unread') : t('state.read')}
                      </Badge>
                    )}
                    {row.send_time && (
                      <Text fontSize="sm" color="fg.muted">
                        <ProviderTime value={row.send_time} />
                      </Text>
                    )}
                  </Flex>
                </Flex>
                <Icon color="fg.muted">
                  <ChevronRight />
                </Icon>
              </Flex>
            </LinkBox>
          );
        }}
      />
    </Page>
  );
};
