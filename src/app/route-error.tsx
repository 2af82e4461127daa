import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { errorText } from '../components/error-text';
import { isApiError } from '../api/errors';

/**
 * The error boundary of every route: a screen that failed to load (a lost connection while its
 * code downloads) or crashed, or a 5xx that a query threw. Retry reloads the current screen.
 */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <Center minH="100dvh" p="6" data-testid="route-error">
      <Stack align="center" gap="3" textAlign="center" maxW="sm">
        <Heading as="h1" size="lg">
          {t('errorBoundary.title')}
        </Heading>
        <Text color="fg.muted">{isApiError(error) ? errorText(error, t) : t('errorBoundary.body')}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Center>
  );
};
