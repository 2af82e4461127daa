import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { House, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { errorText } from '../components/error-text';
import { isChunkLoadError } from './chunk-error';

interface ErrorScreenProps {
  error: unknown;
  /** Leaves the failed screen for the home screen. */
  onHome: () => void;
  testId: string;
}

/**
 * What an error boundary shows instead of a white page: what went wrong, a reload (a screen whose
 * code failed to download gets the current version that way) and a way back home.
 */
export const ErrorScreen = ({ error, onHome, testId }: ErrorScreenProps) => {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Center minH="60dvh" p="6" data-testid={testId} data-chunk={chunk ? 'true' : undefined}>
      <Stack align="center" gap="3" textAlign="center" maxW="sm" role="alert">
        <Heading as="h1" size="lg">
          {chunk ? t('errorBoundary.chunkTitle') : t('errorBoundary.title')}
        </Heading>
        <Text color="fg.muted">
          {chunk ? t('errorBoundary.chunkBody') : isApiError(error) ? errorText(error, t) : t('errorBoundary.body')}
        </Text>
        <Stack direction="row" gap="3">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            <RotateCw />
            {chunk ? t('errorBoundary.reload') : t('actions.retry')}
          </Button>
          <Button variant="outline" onClick={onHome}>
            <House />
            {t('actions.backHome')}
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
};
