import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { PullToRefresh } from './pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingRows, QueryError, useShownError } from './query-state';

/** What InfiniteList needs of a TanStack infinite query (any page type). */
export interface InfiniteSource {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  errorUpdatedAt: number;
  isFetchingNextPage: boolean;
  isRefetching: boolean;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface InfiniteListProps<Row> {
  source: InfiniteSource;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  renderRow: (row: Row) => ReactNode;
  empty: ReactNode;
  gap?: string;
}

/**
 * A list that loads the next page as its end scrolls into view, and refreshes when pulled down at
 * the top of the page. Shows skeletons first, an error with retry, an empty state, and the end.
 */
export const InfiniteList = <Row,>({ source, rows, rowKey, renderRow, empty, gap = '3' }: InfiniteListProps<Row>) => {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = source;
  const failure = useShownError(source);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, rows.length]);

  // a list that failed with no rows keeps its error (busy) while it asks again, every 5 s for open positions
  if (failure && rows.length === 0)
    return <QueryError error={failure.error} retrying={failure.retrying} onRetry={() => void source.refetch()} />;
  if (source.isPending) return <LoadingRows rows={4} />;

  return (
    <PullToRefresh onRefresh={source.refetch} testId="infinite-list">
      {rows.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <Stack gap={gap} as="ul" listStyleType="none">
          {rows.map((row, index) => (
            <li key={rowKey(row, index)}>{renderRow(row)}</li>
          ))}
        </Stack>
      )}
      <Box ref={sentinel} h="1" />
      {isFetchingNextPage && (
        <Center py="4" aria-live="polite">
          <Spinner size="sm" me="2" />
          <Text fontSize="sm" color="fg.muted">
            {t('list.loadingMore')}
          </Text>
        </Center>
      )}
      {isFetchNextPageError && (
        <Center py="4">
          <Button size="sm" variant="outline" onClick={() => void fetchNextPage()}>
            {t('list.retryMore')}
          </Button>
        </Center>
      )}
      {!hasNextPage && rows.length > 0 && (
        <Text textAlign="center" fontSize="sm" color="fg.muted" py="4">
          {t('list.end')}
        </Text>
      )}
    </PullToRefresh>
  );
};
