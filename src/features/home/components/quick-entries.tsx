import { Flex, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowDownToLine, ArrowUpFromLine, Coins, Gift, Headset, HandCoins, Pickaxe, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation';

const ENTRIES = [
  { to: '/pages/recharge/select', label: 'entries.deposit', icon: ArrowDownToLine },
  { to: '/pages/withdraw', label: 'entries.withdraw', icon: ArrowUpFromLine },
  { to: '/pages/trade/loan', label: 'entries.loan', icon: HandCoins },
  { to: '/pages/trade/staking', label: 'entries.staking', icon: Pickaxe },
  { to: '/pages/newcoin', label: 'entries.newCoin', icon: Coins },
  { to: '/pages/user/team', label: 'entries.team', icon: Users },
  { to: '/pages/user/kefu', label: 'entries.support', icon: Headset },
  { to: '/pages/find', label: 'entries.welfare', icon: Gift },
] as const;

/** Shortcuts to the main actions. */
export const QuickEntries = () => {
  const { t } = useTranslation('home');
  return (
    <SimpleGrid columns={4} gap="2" bg="bg.surface" borderRadius="l3" p="3" as="nav" aria-label={t('entries.label')}>
      {ENTRIES.map(({ to, label, icon: EntryIcon }) => (
        <Flex key={to} asChild direction="column" align="center" gap="1" py="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }}>
          <Link to={to}>
            <Icon size="lg" color="brand.fg">
              <EntryIcon />
            </Icon>
            <Text fontSize="xs" textAlign="center" lineClamp={1}>
              {t(label)}
            </Text>
          </Link>
        </Flex>
      ))}
    </SimpleGrid>
  );
};
