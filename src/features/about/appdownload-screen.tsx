import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Apple, CheckCircle2, Download, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { storeLinks } from '../../lib/app-links';
import { useInstallPrompt } from './hooks/use-install-prompt';
import { pathOf } from '../../lib/route-paths';

/** Install the web app where the browser allows it, else how to add it; and the store links. */
export const AppDownloadScreen = () => {
  const { t } = useTranslation('about');
  const { install, installed } = useInstallPrompt();
  const stores = storeLinks();
  return (
    <Page title={t('app.title')} backTo={pathOf('userCenter')}>
      <Stack gap="4">
        <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="install-card">
          <Heading as="h2" size="md" mb="2">
            {t('app.webTitle')}
          </Heading>
          {installed ? (
            <Text color="profit" display="flex" gap="2" alignItems="center">
              <CheckCircle2 size={18} aria-hidden />
              {t('app.installed')}
            </Text>
          ) : install ? (
            <Button colorPalette="brand" w="full" onClick={() => void install()}>
              <Download />
              {t('app.install')}
            </Button>
          ) : (
            <Stack gap="2">
              <Text color="fg.muted">{t('app.manual')}</Text>
              <List.Root ps="5" gap="1" fontSize="sm">
                <List.Item>{t('app.ios')}</List.Item>
                <List.Item>{t('app.android')}</List.Item>
              </List.Root>
            </Stack>
          )}
        </Box>
        <Box bg="bg.surface" borderRadius="l3" p="4">
          <Heading as="h2" size="md" mb="2">
            {t('app.storesTitle')}
          </Heading>
          {stores.appStore || stores.googlePlay ? (
            <Stack gap="2">
              {stores.appStore && (
                <Button asChild variant="outline">
                  <a href={stores.appStore} target="_blank" rel="noopener noreferrer">
                    <Apple />
                    {t('app.appStore')}
                  </a>
                </Button>
              )}
              {stores.googlePlay && (
                <Button asChild variant="outline">
                  <a href={stores.googlePlay} target="_blank" rel="noopener noreferrer">
                    <Play />
                    {t('app.googlePlay')}
                  </a>
                </Button>
              )}
            </Stack>
          ) : (
            <Text color="fg.muted" data-testid="no-stores">
              {t('app.noStores')}
            </Text>
          )}
        </Box>
      </Stack>
    </Page>
  );
};
