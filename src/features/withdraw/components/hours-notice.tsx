import { Alert, Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { isWithdrawalOpen, nextWindowOpening, type WithdrawalKind } from '../../../lib/withdrawal-hours';

/** When the next window of a kind opens, in words ("Opens tomorrow at 07:00"); null while it is open. */
export const useNextOpening = (now: Date, kind: WithdrawalKind): string | null => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const opening = nextWindowOpening(now, kind);
  if (!opening) return null;
  const { day, time } = format.windowOpening(opening);
  if (opening.inDays === 0) return t('withdraw.hours.opensToday', { time });
  if (opening.inDays === 1) return t('withdraw.hours.opensTomorrow', { time });
  return t('withdraw.hours.opensOn', { day, time });
};

/** One kind's window: open now, or closed and when it opens next. */
const KindHours = ({ now, kind }: { now: Date; kind: WithdrawalKind }) => {
  const { t } = useTranslation('wallet');
  const open = isWithdrawalOpen(now, kind);
  const next = useNextOpening(now, kind);
  return (
    <Stack gap="0" data-testid={`hours-${kind}`} data-open={open}>
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {t(kind === 'salary' ? 'withdraw.hours.salary' : 'withdraw.hours.ordinary')}
        </Text>
        <Badge colorPalette={open ? 'green' : 'orange'} size="sm">
          {open ? t('withdraw.hours.open') : t('withdraw.hours.closed')}
        </Badge>
      </Flex>
      {next && (
        <Text fontSize="sm" color="fg.muted" data-testid="next-opening">
          {next}
        </Text>
      )}
    </Stack>
  );
};

/**
 * The withdrawal hours (and the tax on the fee), with whether each kind's window is open right now and,
 * when it is closed, when it opens next. Salary withdrawals are listed where the provider offers them.
 */
export const HoursNotice = ({ now, kind, salary }: { now: Date; kind: WithdrawalKind; salary: boolean }) => {
  const { t } = useTranslation('wallet');
  const open = isWithdrawalOpen(now, kind);
  return (
    <Alert.Root
      status={open ? 'success' : 'warning'}
      variant="subtle"
      borderRadius="l2"
      data-testid="hours-notice"
      data-open={open}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('withdraw.hours.title')}</Alert.Title>
        <Alert.Description>{t('withdraw.hours.body')}</Alert.Description>
        <Stack gap="2" mt="2" w="full">
          <KindHours now={now} kind="ordinary" />
          {salary && <KindHours now={now} kind="salary" />}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
};
