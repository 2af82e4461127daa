import { Flex, Icon, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { InfiniteList } from '../../components/infinite-list';
import { Page } from '../../components/page';
import { useArticleList, type ArticleListType } from './hooks/use-article-list';

export const NotifyRecordsScreen = () => {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const type: ArticleListType = params.get('type') === '2' ? 2 : 1;
  const { source, rows } = useArticleList(type);
  return (
    <Page title={type === 1 ? t('sections.system') : t('sections.announcements')} backTo="/pages/message/center">
      <InfiniteList
        source={source}
        rows={rows}
        rowKey={(row) => row.id}
        empty={type === 1 ? t('list.emptySystem') : t('list.emptyAnnouncements')}
        renderRow={(row) => (
          <LinkBox bg="bg.surface" borderRadius="l3" p="4" data-testid="article-row">
            <Flex align="center" gap="3">
              <Flex direction="column" flex="1" minW="0">
                <LinkOverlay asChild>
                  <Link to={`/pages/message/detail?id=${row.id}&type=${type}`}>
                    <Text fontWeight="semibold" lineClamp={2}>
                      {row.title}
                    </Text>
                  </Link>
                </LinkOverlay>
                {row.send_time && (
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {row.send_time}
                  </Text>
                )}
              </Flex>
              <Icon color="fg.muted">
                <ChevronRight />
              </Icon>
            </Flex>
          </LinkBox>
        )}
      />
    </Page>
  );
};
