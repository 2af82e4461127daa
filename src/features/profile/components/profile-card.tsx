import { Badge, Box, Clipboard, Flex, HStack, IconButton, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { ImageAvatar } from '../../../components/image-avatar';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/generated/model';
import type { FiatCurrency } from '../../../lib/persisted-state';
import { convert } from '../../../lib/money';
import { assetUrl } from '../../../lib/env';
import { useFormat } from '../../../lib/use-format';

const KYC_COLOR: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'red', 3: 'orange' };

/** Stands for a figure or a name while the user is on the way (unseen, under the skeleton). */
const BLANK = '\u00a0';

/**
 * Who is signed in: avatar, name, account id to copy, VIP level, credit score, balance. `user`
 * undefined while it is on its way: the card is then laid out under a skeleton, so nothing below it
 * moves when the user arrives.
 */
export const ProfileCard = ({ user, fiat }: { user: User | undefined; fiat: FiatCurrency | null }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const name = user ? user.nickname?.trim() || user.username : BLANK;
  const kyc = user?.realauth_status ?? 0;
  const accountId = user ? String(user.id) : BLANK;
  const inFiat = user && fiat && fiat.code !== 'USD' ? convert(user.balance, fiat.rate, 0) : null;
  // the figures are named only once they are the user's (the skeleton's stand-ins are not)
  const id = (testId: string): string | undefined => (user ? testId : undefined);

  const card = (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid={id('profile-card')}>
      <Flex gap="4" align="center">
        <ImageAvatar size="xl" name={name} src={user?.avatar ? assetUrl(user.avatar) : undefined} />
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2">
            <Text fontWeight="semibold" fontSize="lg" truncate data-testid={id('profile-name')}>
              {name}
            </Text>
            {(!user || user.vip_level !== undefined) && (
              <Badge colorPalette="yellow" variant="solid" flexShrink={0}>
                {t('vip', { level: user?.vip_level ?? 0 })}
              </Badge>
            )}
          </HStack>
          <Clipboard.Root value={accountId} timeout={1500}>
            <HStack gap="1" color="fg.muted" fontSize="sm">
              <Text>
                {t('accountId')}:{' '}
                <Text as="span" data-testid={id('account-id')}>
                  {accountId}
                </Text>
              </Text>
              <Clipboard.Trigger asChild>
                <IconButton variant="ghost" size="2xs" aria-label={t('copyId')}>
                  <Clipboard.Indicator />
                </IconButton>
              </Clipboard.Trigger>
            </HStack>
          </Clipboard.Root>
          <Badge alignSelf="flex-start" colorPalette={KYC_COLOR[kyc] ?? 'gray'} variant="subtle">
            {t('kyc.label')}: {t(`kyc.${kyc}` as 'kyc.0')}
          </Badge>
        </Stack>
      </Flex>
      <Flex mt="4" gap="4">
        <Stat.Root flex="1">
          <Stat.Label>{t('balance')}</Stat.Label>
          <Stat.ValueText fontSize="lg" data-testid={id('profile-balance')}>
            {user ? format.amount(user.balance) : BLANK}
          </Stat.ValueText>
          {inFiat !== null && fiat && (
            <Stat.HelpText data-testid="profile-balance-fiat">
              {t('approx', { amount: format.amount(inFiat, 0), currency: fiat.code })}
            </Stat.HelpText>
          )}
        </Stat.Root>
        <Stat.Root flex="1">
          <Stat.Label>{t('creditScore')}</Stat.Label>
          <Stat.ValueText fontSize="lg">{user ? (user.credit_score ?? '—') : BLANK}</Stat.ValueText>
        </Stat.Root>
      </Flex>
    </Box>
  );
  if (user) return card;
  return (
    <Skeleton borderRadius="l3" aria-busy="true" data-testid="profile-card-loading">
      <Box inert>{card}</Box>
    </Skeleton>
  );
};
