import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';

/** What `useShownError` reads of a TanStack query. */
export interface FailableQuery {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  errorUpdatedAt: number;
}

/**
 * The failure a screen shows for a query, or null. A query that failed with nothing to show goes
 * back to "pending" (and forgets its error) while it asks again, whether a poll, a reconnect or the
 * user's Retry asked; the screen would swap its error for loading rows and back at every attempt.
 * This keeps the last failure on screen through that attempt, marked `retrying`, until it ends.
 */
export const useShownError = (query: FailableQuery): { error: unknown; retrying: boolean } | null => {
  const [last, setLast] = useState<{ error: unknown; at: number } | null>(null);
  // remembered during render (React's pattern for state drawn from the previous render)
  if (query.isError && last?.error !== query.error) setLast({ error: query.error, at: query.errorUpdatedAt });
  if (query.isError) return { error: query.error, retrying: false };
  // the same query's failure: a query under a new key has failed at another time, or never
  if (query.isPending && query.isFetching && last !== null && last.at === query.errorUpdatedAt)
    return { error: last.error, retrying: true };
  return null;
};

/**
 * A failed load: what went wrong, in the user's language, and a way to try again (busy while an
 * attempt is under way).
 */
export const QueryError = ({
  error,
  onRetry,
  title,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
  retrying?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert" data-testid="query-error" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{errorText(error, t)}</Alert.Description>
      </Alert.Content>
      <Button
        size="xs"
        variant="outline"
        onClick={onRetry}
        alignSelf="center"
        // busy, it keeps its name beside the spinner
        loading={retrying}
        loadingText={t('actions.retry')}
      >
        <RotateCw />
        {t('actions.retry')}
      </Button>
    </Alert.Root>
  );
};

/** Placeholder rows while a list or card loads; never a blank screen. */
export const LoadingRows = ({ rows = 3, height = '14' }: { rows?: number; height?: string }) => {
  const { t } = useTranslation();
  return (
    // a status (a plain element may not carry a name): read out as "Loading" while it shows
    <Stack gap="3" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="l2" />
      ))}
    </Stack>
  );
};

export const EmptyState = ({ children }: { children: React.ReactNode }) => (
  <Text color="fg.muted" textAlign="center" py="10" data-testid="empty-state">
    {children}
  </Text>
);
