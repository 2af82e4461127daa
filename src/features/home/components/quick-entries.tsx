import { Flex, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowDownToLine, ArrowUpFromLine, Coins, Gift, Headset, HandCoins, Pickaxe, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathOf } from '../../../lib/route-paths';

const ENTRIES = [
  { to: pathOf('depositSelect'), label: 'entries.deposit', icon: ArrowDownToLine },
  { to: pathOf('withdraw'), label: 'entries.withdraw', icon: ArrowUpFromLine },
  { to: pathOf('loan'), label: 'entries.loan', icon: HandCoins },
  { to: pathOf('staking'), label: 'entries.staking', icon: Pickaxe },
  { to: pathOf('newCoin'), label: 'entries.newCoin', icon: Coins },
  { to: pathOf('team'), label: 'entries.team', icon: Users },
  { to: pathOf('support'), label: 'entries.support', icon: Headset },
  { to: pathOf('welfare'), label: 'entries.welfare', icon: Gift },
] as const;

/** Shortcuts to the main actions. */
export const QuickEntries = () => {
  const { t } = useTranslation('home');
  return (
    <SimpleGrid columns={4} gap="2" bg="bg.surface" borderRadius="l3" p="3" as="nav" aria-label={t('entries.label')}>
      {ENTRIES.map(({ to, label, icon: EntryIcon }) => (
        <Flex
          key={to}
          asChild
          direction="column"
          align="center"
          gap="1"
          py="2"
          borderRadius="l2"
          _hover={{ bg: 'bg.muted' }}
        >
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
