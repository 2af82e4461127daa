import { useRef, useState, type ReactNode } from 'react';
import { Box, Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** How far (px) a list is pulled down before letting go refreshes it. */
export const PULL_THRESHOLD = 72;

interface PullToRefreshProps {
  /** Fetches the list again (a query's `refetch`); while it runs, a spinner holds the space the pull opened. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  testId?: string;
}

/**
 * Pull to refresh: at the top of the page, pulling the content down past the threshold and letting
 * go fetches it again; the gap that opens says whether letting go will refresh.
 */
export const PullToRefresh = ({ onRefresh, children, testId }: PullToRefreshProps) => {
  const { t } = useTranslation();
  const [pull, setPull] = useState(0);
  // only a refresh the trader asked for opens the gap: a list's own polling never moves the page
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);

  const onTouchStart = (event: React.TouchEvent): void => {
    start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: React.TouchEvent): void => {
    if (start.current === null) return;
    const distance = (event.touches[0]?.clientY ?? 0) - start.current;
    setPull(distance > 0 ? Math.min(distance, PULL_THRESHOLD * 1.5) : 0);
  };
  const onTouchEnd = (): void => {
    if (pull >= PULL_THRESHOLD) {
      setRefreshing(true);
      void onRefresh().finally(() => setRefreshing(false));
    }
    start.current = null;
    setPull(0);
  };

  return (
    <Box onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} data-testid={testId}>
      {(pull > 0 || refreshing) && (
        <Center
          // an inline style: as a style prop, every height of the gesture would add a CSS rule
          style={{ height: `${refreshing ? 40 : pull * 0.6}px` }}
          overflow="hidden"
          color="fg.muted"
          fontSize="sm"
          aria-live="polite"
          data-testid="pull-indicator"
        >
          {refreshing ? (
            <Spinner size="sm" role="status" aria-label={t('list.refreshing')} />
          ) : (
            t(pull >= PULL_THRESHOLD ? 'list.release' : 'list.pull')
          )}
        </Center>
      )}
      {children}
    </Box>
  );
};
