import { Button, Stack, Text } from '@chakra-ui/react';
import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { RecoverForm } from './components/recover-form';
import { pathOf } from '../../lib/route-paths';

/** Public password recovery by SMS code; customer service when that is not possible. */
export const PasswordRecoveryScreen = () => {
  const { t } = useTranslation('security');
  return (
    <Page title={t('recover.title')} backTo={pathOf('login')}>
      <Stack gap="5" pt="2">
        <Text color="fg.muted">{t('recover.intro')}</Text>
        <RecoverForm />
        <Stack gap="2" bg="bg.surface" borderRadius="l3" p="4">
          <Text fontSize="sm" color="fg.muted">
            {t('recover.helpBody')}
          </Text>
          <Button asChild variant="outline">
            <Link to={pathOf('support')}>
              <Headset />
              {t('recover.help')}
            </Link>
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
};
