import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { PasswordField } from './password-field';

export const ChangePasswordForm = ({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (values: ChangePasswordValues) => void;
}) => {
  const { t } = useTranslation('security');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', repeat: '' },
    mode: 'onTouched',
  });
  return (
    <form noValidate aria-label={t('login.title')} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="4">
        <PasswordField
          label={t('fields.oldPassword')}
          error={errors.oldPassword?.message}
          registration={register('oldPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('fields.newPassword')}
          error={errors.newPassword?.message}
          registration={register('newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('fields.repeat')}
          error={errors.repeat?.message}
          registration={register('repeat')}
          autoComplete="new-password"
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} disabled={pending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
};
