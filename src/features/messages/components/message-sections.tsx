import { Badge, Box, Flex, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Bell, ChevronRight, Headset, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { messageQueries } from '../../../api/queries/messages';
import { ArticleKind } from '../../../api/provider-values';
import { pathOf, pathTo } from '../../../lib/route-paths';

interface SectionProps {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
  unread: number | undefined;
  testId: string;
}

const Section = ({ to, icon, title, description, unread, testId }: SectionProps) => {
  const { t } = useTranslation('messages');
  return (
    <LinkBox bg="bg.surface" borderRadius="l3" p="4" data-testid={testId}>
      <Flex align="center" gap="3">
        <Icon size="lg" color="brand.fg">
          {icon}
        </Icon>
        <Box flex="1">
          <LinkOverlay asChild>
            <Link to={to}>
              <Text fontWeight="semibold">{title}</Text>
            </Link>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Box>
        {unread !== undefined && unread > 0 && (
          <Badge colorPalette="red" variant="solid" borderRadius="full" aria-label={t('unread', { count: unread })}>
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
        <Icon color="fg.muted">
          <ChevronRight />
        </Icon>
      </Flex>
    </LinkBox>
  );
};

/** The three sections of the message centre with their unread counts (when the provider has them). */
export const MessageSections = () => {
  const { t } = useTranslation('messages');
  const unread = useQuery(messageQueries.unreadCounts());
  return (
    <Stack gap="3">
      <Section
        to={pathOf('support')}
        icon={<Headset />}
        title={t('sections.support')}
        description={t('sections.supportHint')}
        unread={unread.data?.customer_service}
        testId="section-support"
      />
      <Section
        to={pathTo('notices', { type: ArticleKind.message })}
        icon={<Bell />}
        title={t('sections.system')}
        description={t('sections.systemHint')}
        unread={unread.data?.system_messages}
        testId="section-system"
      />
      <Section
        to={pathTo('notices', { type: ArticleKind.announcement })}
        icon={<Megaphone />}
        title={t('sections.announcements')}
        description={t('sections.announcementsHint')}
        unread={unread.data?.announcements}
        testId="section-announcements"
      />
    </Stack>
  );
};
