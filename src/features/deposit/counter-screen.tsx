import { Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, Coins, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { DepositChannelType } from '../../api/generated/model';

const METHODS = [
  { type: DepositChannelType.bank, icon: Landmark, key: 'bank' },
  { type: DepositChannelType.crypto, icon: Coins, key: 'crypto' },
] as const;

/** How to deposit: by bank card (type 1) or crypto (type 2). */
export const CounterScreen = () => {
  const { t } = useTranslation('wallet');
  return (
    <Page title={t('deposit.title')} backTo="/pages/home/assets">
      <Stack gap="3">
        <Text color="fg.muted">{t('deposit.chooseMethod')}</Text>
        {METHODS.map((method) => (
          <Link key={method.key} to={`/pages/recharge/select?type=${method.type}`} data-testid={`deposit-method-${method.key}`}>
            <Flex align="center" gap="3" p="4" bg="bg.surface" borderRadius="l3" borderWidth="1px" borderColor="border.muted" _hover={{ borderColor: 'brand.border' }}>
              <Icon size="lg" color="brand.solid">
                <method.icon />
              </Icon>
              <Stack gap="0" flex="1">
                <Text fontWeight="semibold">{t(`deposit.methods.${method.key}`)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`deposit.methods.${method.key}Hint`)}
                </Text>
              </Stack>
              <ChevronRight size={18} aria-hidden />
            </Flex>
          </Link>
        ))}
      </Stack>
    </Page>
  );
};
