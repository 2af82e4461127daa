import { useState } from 'react';
import { Button, Checkbox, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordInput } from '../../../components/form-field';
import { registerSchema, type RegisterFormInput, type RegisterFormValues } from '../schemas';
import { AgreementSheet } from './agreement-sheet';

interface RegisterFormProps {
  inviteCode: string;
  pending: boolean;
  onSubmit: (values: RegisterFormValues) => void;
}

export const RegisterForm = ({ inviteCode, pending, onSubmit }: RegisterFormProps) => {
  const { t } = useTranslation('auth');
  const [termsOpen, setTermsOpen] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { phone: '', password: '', confirmPassword: '', inviteCode, agree: false },
    mode: 'onTouched',
  });
  // A changed password re-checks the repeat only once the user has been there: an error under a
  // field not reached yet would appear on leaving the password and vanish on leaving the repeat,
  // moving the agreement under the user's finger.
  const passwordField = register('password', {
    onChange: () => {
      if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
    },
  });
  const message = (key: string | undefined) => (key ? t(key as 'validation.phoneMin') : undefined);
  const showLabel = t('fields.showPassword');
  const hideLabel = t('fields.hidePassword');

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label={t('register.title')}>
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
            {...passwordField}
            autoComplete="new-password"
            placeholder={t('fields.passwordPlaceholder')}
            showLabel={showLabel}
            hideLabel={hideLabel}
            size="lg"
          />
        </FormField>
        <FormField label={t('fields.repeatPassword')} error={message(errors.confirmPassword?.message)} required>
          <PasswordInput
            {...register('confirmPassword')}
            autoComplete="new-password"
            placeholder={t('fields.repeatPasswordPlaceholder')}
            showLabel={showLabel}
            hideLabel={hideLabel}
            size="lg"
          />
        </FormField>
        <FormField label={t('fields.inviteCode')} error={message(errors.inviteCode?.message)}>
          <Input
            {...register('inviteCode')}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t('fields.inviteCodePlaceholder')}
            size="lg"
          />
        </FormField>
        <Controller
          control={control}
          name="agree"
          render={({ field }) => (
            <Stack gap="1">
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                invalid={errors.agree !== undefined}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">
                  {t('register.agreePrefix')}{' '}
                  <ChakraLink
                    as="button"
                    color="brand.fg"
                    onClick={(event) => {
                      event.preventDefault();
                      setTermsOpen(true);
                    }}
                  >
                    {t('register.agreement')}
                  </ChakraLink>
                </Checkbox.Label>
              </Checkbox.Root>
              {errors.agree && (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {message(errors.agree.message)}
                </Text>
              )}
            </Stack>
          )}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} mt="2">
          {t('register.submit')}
        </Button>
      </Stack>
      <AgreementSheet open={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
};
