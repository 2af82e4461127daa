import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../components/page';
import { pathOf } from '../lib/route-paths';

export const NotFoundScreen = () => {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} backTo={pathOf('home')}>
      <Center py="16" data-testid="not-found">
        <Stack align="center" gap="3" textAlign="center">
          <Heading as="h2" size="2xl" color="fg.muted">
            404
          </Heading>
          <Text color="fg.muted">{t('notFound.body')}</Text>
          <Button asChild colorPalette="brand" size="sm">
            <Link to={pathOf('home')}>{t('actions.backHome')}</Link>
          </Button>
        </Stack>
      </Center>
    </Page>
  );
};
