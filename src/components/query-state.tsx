import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';

/** A failed load: what went wrong, in the user's language, and a way to try again. */
export const QueryError = ({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) => {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert" data-testid="query-error" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{errorText(error, t)}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onRetry} alignSelf="center">
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
