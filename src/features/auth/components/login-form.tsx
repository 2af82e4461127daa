import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordInput } from '../../../components/form-field';
import { loginSchema, type LoginFormInput, type LoginFormValues } from '../schemas';

interface LoginFormProps {
  defaultPhone?: string;
  pending: boolean;
  /** A throttled sign-in waits: submit is off, and what was typed stays. */
  locked?: boolean;
  onSubmit: (values: LoginFormValues) => void;
}

export const LoginForm = ({ defaultPhone = '', pending, locked = false, onSubmit }: LoginFormProps) => {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { phone: defaultPhone, password: '' },
    mode: 'onTouched',
  });
  const message = (key: string | undefined) => (key ? t(key as 'validation.phoneMin') : undefined);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label={t('login.title')}>
      <Stack gap="4">
        <FormField label={t('fields.phone')} error={message(errors.phone?.message)} required>
          <Input
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('fields.phonePlaceholder')}
            size="lg"
          />
        </FormField>
        <FormField label={t('fields.password')} error={message(errors.password?.message)} required>
          <PasswordInput
            {...register('password')}
            autoComplete="current-password"
            placeholder={t('fields.passwordPlaceholder')}
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
            size="lg"
          />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} disabled={locked} mt="2">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
};
