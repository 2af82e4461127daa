import { Flex, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  ChevronRight,
  FileClock,
  Landmark,
  ListOrdered,
  ReceiptText,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathOf } from '../../../lib/route-paths';

const ACTIONS = [
  { to: pathOf('depositCounter'), key: 'deposit', icon: ArrowDownToLine },
  { to: pathOf('withdraw'), key: 'withdraw', icon: ArrowUpFromLine },
  { to: pathOf('exchange'), key: 'exchange', icon: ArrowLeftRight },
  { to: pathOf('records'), key: 'records', icon: FileClock },
] as const;

const LINKS = [
  { to: pathOf('financialRecords'), key: 'financialRecords', icon: ListOrdered },
  { to: pathOf('payrollRecords'), key: 'payrollRecords', icon: ReceiptText },
  { to: pathOf('accountSettle'), key: 'accountSettle', icon: Landmark },
  { to: pathOf('wallet'), key: 'myWallet', icon: Wallet },
] as const;

/** Deposit, withdraw, exchange and records, then the other money pages. */
export const AssetActions = () => {
  const { t } = useTranslation('wallet');
  return (
    <Stack gap="4">
      <SimpleGrid columns={4} gap="2" bg="bg.surface" borderRadius="l3" p="3">
        {ACTIONS.map((action) => (
          <Link key={action.key} to={action.to}>
            <Stack align="center" gap="1" py="2">
              <Icon size="lg" color="brand.solid">
                <action.icon />
              </Icon>
              <Text fontSize="xs" textAlign="center">
                {t(`assets.actions.${action.key}`)}
              </Text>
            </Stack>
          </Link>
        ))}
      </SimpleGrid>
      <Stack gap="0" bg="bg.surface" borderRadius="l3" overflow="hidden">
        {LINKS.map((link) => (
          <Link key={link.key} to={link.to}>
            <Flex align="center" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">
              <Icon color="fg.muted">
                <link.icon />
              </Icon>
              <Text flex="1">{t(`assets.actions.${link.key}`)}</Text>
              <ChevronRight size={18} aria-hidden />
            </Flex>
          </Link>
        ))}
      </Stack>
    </Stack>
  );
};
