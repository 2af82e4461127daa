import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { payPasswordSchema, type PayPasswordValues } from '../schemas';
import { PasswordField } from './password-field';

interface PayPasswordFormProps {
  hasOld: boolean;
  pending: boolean;
  onSubmit: (values: PayPasswordValues) => void;
}

/** Set the withdrawal password, or change it with the current one. */
export const PayPasswordForm = ({ hasOld, pending, onSubmit }: PayPasswordFormProps) => {
  const { t } = useTranslation('security');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PayPasswordValues>({
    resolver: zodResolver(payPasswordSchema(hasOld)),
    defaultValues: { oldPassword: '', newPassword: '', repeat: '' },
    mode: 'onTouched',
  });
  return (
    <form
      noValidate
      aria-label={hasOld ? t('pay.changeTitle') : t('pay.setTitle')}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <Stack gap="4">
        {hasOld && (
          <PasswordField
            label={t('fields.oldPay')}
            error={errors.oldPassword?.message}
            registration={register('oldPassword')}
            autoComplete="current-password"
          />
        )}
        <PasswordField
          numeric
          label={t('fields.newPay')}
          error={errors.newPassword?.message}
          registration={register('newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          numeric
          label={t('fields.repeatPay')}
          error={errors.repeat?.message}
          registration={register('repeat')}
          autoComplete="new-password"
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} disabled={pending}>
          {t('pay.submit')}
        </Button>
      </Stack>
    </form>
  );
};
