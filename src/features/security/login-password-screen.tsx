import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { ChangePasswordForm } from './components/change-password-form';
import { useChangePassword } from './hooks/use-password-mutations';
import { pathOf } from '../../lib/route-paths';

/** Change the login password with the current one (`PUT /password`). */
export const LoginPasswordScreen = () => {
  const { t } = useTranslation('security');
  const { submit, pending } = useChangePassword();
  return (
    <Page title={t('login.title')} backTo={pathOf('accountSecurity')}>
      <Stack gap="5" pt="2">
        <Text color="fg.muted">{t('login.intro')}</Text>
        <ChangePasswordForm pending={pending} onSubmit={submit} />
      </Stack>
    </Page>
  );
};
