import { Button, Center, Icon, Stack, Text, Heading } from '@chakra-ui/react';
import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../components/page';

/** One honest screen for every route whose feature has not been built yet. */
const NotReadyPanel = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Center py="16" data-testid="route-not-ready" data-route={pathname}>
      <Stack align="center" gap="3" maxW="xs" textAlign="center">
        <Icon size="2xl" color="fg.muted">
          <Hammer />
        </Icon>
        <Heading as="h2" size="md">
          {t('notReady.title')}
        </Heading>
        <Text color="fg.muted">{t('notReady.body')}</Text>
        {pathname !== '/' && (
          <Button asChild variant="outline" size="sm" mt="2">
            <Link to="/">{t('actions.backHome')}</Link>
          </Button>
        )}
      </Stack>
    </Center>
  );
};

export const NotReadyScreen = () => {
  const { t } = useTranslation();
  return (
    <Page title={t('notReady.title')} backTo="/">
      <NotReadyPanel />
    </Page>
  );
};

/** The same, inside the home screen's tab layout. */
export const NotReadyTab = NotReadyPanel;
