import { Box, Flex, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryError } from '../../../components/query-state';
import { useQuery } from '@tanstack/react-query';
import { homeQueries } from '../../../api/queries/home';
import { ArticleKind } from '../../../api/provider-values';
import { pathTo } from '../../../lib/route-paths';

/** The scrolling notice bar (`/getnoticelist`); "No announcements" when there is none. */
export const NoticeBar = () => {
  const { t } = useTranslation('home');
  const notices = useQuery(homeQueries.notices());
  const titles = (notices.data ?? []).map((notice) => notice.title).filter(Boolean);
  const line = titles.join('   •   ');
  if (notices.isError)
    return <QueryError title={t('notices')} error={notices.error} onRetry={() => void notices.refetch()} />;
  return (
    <Flex
      asChild
      align="center"
      gap="2"
      bg="bg.surface"
      borderRadius="l2"
      px="3"
      py="2"
      overflow="hidden"
      data-testid="notice-bar"
    >
      {/* named by what it shows, after a word for screen readers: the name holds the visible text */}
      <Link to={pathTo('notices', { type: ArticleKind.announcement })}>
        <VisuallyHidden>{t('notices')}</VisuallyHidden>
        <Icon color="brand.fg" flexShrink="0">
          <Volume2 />
        </Icon>
        <Box flex="1" overflow="hidden" whiteSpace="nowrap">
          {notices.isSuccess && titles.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('noNotices')}
            </Text>
          ) : (
            <Box
              display="inline-flex"
              css={{
                animation: `home-marquee ${Math.max(12, line.length / 4)}s linear infinite`,
                '@keyframes home-marquee': {
                  from: { transform: 'translateX(0)' },
                  to: { transform: 'translateX(-50%)' },
                },
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              <Text as="span" fontSize="sm" pe="12">
                {line}
              </Text>
              {/* A second copy makes the loop seamless; assistive technology reads the first only. */}
              <Text as="span" fontSize="sm" pe="12" aria-hidden="true">
                {line}
              </Text>
            </Box>
          )}
        </Box>
      </Link>
    </Flex>
  );
};
