import { useEffect, useState } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMarketRetry, useMarketStatus } from '../market/market-context';

/**
 * How long live prices may be on their way before the banner says so: the socket's first connection
 * and a reconnection after a brief drop take well under this, and a banner that flashes on every
 * start (then vanishes, moving everything below it) tells the user nothing.
 */
export const BANNER_GRACE_MS = 1500;

/** Over the top of the positioned parent's content, out of the flow. */
const FLOATING = { position: 'absolute', top: '0', insetX: '0', zIndex: 'docked', boxShadow: 'md' } as const;

/**
 * Says so when live prices are not flowing; nothing while they are, or while they are only on their
 * way (for the first 1.5 s of connecting or reconnecting). After the automatic attempts (every 2 s,
 * 10 times) it says at once that the price service did not answer (not the user's network) and offers
 * to try again; it still resumes by itself when the device is online or the page visible again.
 *
 * While the app is still connecting by itself, the banner floats over the top of the screen's content
 * (the parent is positioned) instead of pushing it down: on a slow phone the first connection can take
 * longer than the grace period, and a banner that came and went in the flow moved the whole list twice
 * (a layout shift each time). Once the attempts have paused it takes its place in the flow, so the
 * Retry it offers never covers the controls below it.
 */
export const ConnectionBanner = () => {
  const { t } = useTranslation('market');
  const status = useMarketStatus();
  const retry = useMarketRetry();
  const waiting = status === 'connecting' || status === 'disconnected';
  // true once prices have been on their way for longer than the grace period, until they flow again
  const [overdue, setOverdue] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setOverdue(true), BANNER_GRACE_MS);
    return () => {
      clearTimeout(timer);
      setOverdue(false);
    };
  }, [waiting]);

  if (status === 'connected' || (waiting && !overdue)) return null;
  const paused = status === 'paused';
  return (
    <Alert.Root
      status={paused ? 'warning' : 'info'}
      size="sm"
      borderRadius="l2"
      alignItems="center"
      data-testid="connection-banner"
      data-status={status}
      {...(paused ? {} : FLOATING)}
    >
      <Alert.Indicator />
      <Alert.Title fontWeight="normal" flex="1">
        {t(`connection.${paused ? 'paused' : status === 'connecting' ? 'connecting' : 'disconnected'}`)}
      </Alert.Title>
      {paused && retry && (
        <Button size="xs" variant="outline" onClick={retry}>
          {t('connection.retryNow')}
        </Button>
      )}
    </Alert.Root>
  );
};
