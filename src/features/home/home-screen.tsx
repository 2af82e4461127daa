import { Container, Flex, Heading, IconButton, Stack } from '@chakra-ui/react';
import { Bell, Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UnreadBadge, useUnreadTotal } from '../../components/unread-badge';
import { FirstSteps } from '../../components/account-figures/first-steps';
import { BalanceCard } from './components/balance-card';
import { BannerCarousel } from './components/banner-carousel';
import { MarketOverview } from './components/market-overview';
import { NoticeBar } from './components/notice-bar';
import { QuickEntries } from './components/quick-entries';
import { SiteData } from './components/site-data';
import { pathOf } from '../../lib/route-paths';

/** Tab 0: the balance, banners, notices, shortcuts, markets and site data. */
export const HomeScreen = () => {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const unread = useUnreadTotal();
  return (
    <Container maxW="lg" px="4" py="4">
      <Flex align="center" mb="3">
        <Heading as="h1" size="xl" flex="1">
          {tc('app.name')}
        </Heading>
        <IconButton
          asChild
          variant="ghost"
          size="sm"
          position="relative"
          aria-label={unread ? t('messageCenterUnread', { count: unread }) : t('messageCenter')}
        >
          <Link to={pathOf('messageCenter')}>
            <Bell />
            <UnreadBadge count={unread} testId="bell-unread" />
          </Link>
        </IconButton>
        <IconButton asChild variant="ghost" size="sm" aria-label={t('entries.support')}>
          <Link to={pathOf('support')}>
            <Headset />
          </Link>
        </IconButton>
      </Flex>
      <Stack gap="4">
        <BalanceCard />
        <FirstSteps />
        <BannerCarousel />
        <NoticeBar />
        <QuickEntries />
        <MarketOverview />
        <SiteData />
      </Stack>
    </Container>
  );
};
