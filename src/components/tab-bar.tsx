import { Box, Flex, Text } from '@chakra-ui/react';
import { BarChart3, CircleUserRound, House, MessageSquare, ReceiptText, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { pathOf } from '../lib/route-paths';
import { UnreadBadge, useUnreadTotal } from './unread-badge';

/** The home screen's tabs: 0 home, 1 market, 2 messages, 3 orders, 4 assets, then "me". */
const TABS = [
  { path: pathOf('home'), label: 'tabs.home', icon: House },
  { path: pathOf('market'), label: 'tabs.market', icon: BarChart3 },
  { path: pathOf('messages'), label: 'tabs.messages', icon: MessageSquare },
  { path: pathOf('orders'), label: 'tabs.orders', icon: ReceiptText },
  { path: pathOf('assets'), label: 'tabs.assets', icon: Wallet },
  { path: pathOf('me'), label: 'tabs.me', icon: CircleUserRound },
] as const;

const MESSAGES_TAB = pathOf('messages');

/** The tabs, the messages tab with the number of unread messages. */
export const TabBar = () => {
  const { t } = useTranslation();
  const unread = useUnreadTotal();
  return (
    <Box
      as="nav"
      aria-label={t('tabs.label')}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="docked"
      bg="tabbar.bg"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex maxW="lg" mx="auto" h="16">
        {TABS.map(({ path, label, icon: TabIcon }, index) => (
          <NavLink key={path} to={path} end style={{ flex: 1 }} data-tab-index={index}>
            {({ isActive }) => (
              <Flex
                direction="column"
                align="center"
                justify="center"
                h="full"
                gap="0.5"
                color={isActive ? 'tabbar.active' : 'tabbar.inactive'}
              >
                <Box position="relative" px="2">
                  <TabIcon size={22} strokeWidth={isActive ? 2.4 : 1.8} aria-hidden />
                  {path === MESSAGES_TAB && <UnreadBadge count={unread} testId="tab-unread" />}
                </Box>
                <Text fontSize="2xs" fontWeight={isActive ? 'semibold' : 'normal'} lineClamp={1}>
                  {t(label)}
                </Text>
              </Flex>
            )}
          </NavLink>
        ))}
      </Flex>
    </Box>
  );
};
