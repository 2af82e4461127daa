import { useEffect, useState } from 'react';
import { Alert, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';

/** The seconds a throttled try (429) must wait, counting down to 0; 0 for any other error or none. */
export const useRetryWait = (error: unknown): number => {
  const [left, setLeft] = useState(0);
  const [shown, setShown] = useState<unknown>(null);
  if (error !== shown) {
    // a new error (or none): start from what it says
    setShown(error);
    setLeft(isApiError(error) ? (error.retryAfterSeconds ?? 0) : 0);
  }
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left;
};

/** 905 → "15:05", 59 → "0:59": minutes and seconds, the same in every language. */
export const waitText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * How long a throttled sign-in or recovery must wait, counting down, and that nothing typed is
 * lost. Shown while `seconds` > 0; the form's submit stays disabled meanwhile.
 */
export const RetryWait = ({ seconds }: { seconds: number }) => {
  const { t } = useTranslation('throttle');
  // announced once, with the wait it started from; the countdown itself is not read out every second
  const [announced, setAnnounced] = useState(seconds);
  if (seconds > announced) setAnnounced(seconds);
  if (seconds <= 0) return null;
  return (
    <Alert.Root status="warning" borderRadius="l2" data-testid="retry-wait">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title aria-hidden>{t('wait', { time: waitText(seconds) })}</Alert.Title>
        <VisuallyHidden role="status">{t('wait', { time: waitText(announced) })}</VisuallyHidden>
        <Alert.Description>{t('kept')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
};
