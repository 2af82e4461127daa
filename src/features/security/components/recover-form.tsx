import { useEffect, useState } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { RetryWait, useRetryWait } from '../../../components/retry-wait';
import { phoneSchema, recoverSchema, type RecoverInput, type RecoverValues } from '../schemas';
import { useRecovery } from '../hooks/use-password-mutations';
import { PasswordField } from './password-field';

const RESEND_SECONDS = 60;

/** Phone, a code sent to it, and the new password twice. */
export const RecoverForm = () => {
  const { t } = useTranslation('security');
  const [wait, setWait] = useState(0);
  const { send, sending, submit, pending, error } = useRecovery(() => setWait(RESEND_SECONDS));
  const locked = useRetryWait(error);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    trigger,
    formState: { errors },
  } = useForm<RecoverInput, unknown, RecoverValues>({
    resolver: zodResolver(recoverSchema),
    defaultValues: { phone: '', code: '', newPassword: '', repeat: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const sendCode = (): void => {
    const phone = phoneSchema.safeParse(getValues('phone'));
    if (!phone.success) {
      setError('phone', { message: phone.error.issues[0]?.message ?? 'validation.phoneRequired' });
      return;
    }
    clearErrors('phone');
    send(phone.data);
  };
  // A phone marked wrong is checked again as it is corrected, so its message goes while typing and
  // not when "Send code" is pressed: that moved the button from under the finger and lost the tap.
  const recheckPhone = (): void => {
    if (errors.phone) void trigger('phone');
  };
  const message = (key: string | undefined) => (key ? t(key as 'validation.mismatch') : undefined);

  return (
    <form noValidate aria-label={t('recover.title')} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="4">
        <RetryWait seconds={locked} />
        <FormField
          label={t('fields.phone')}
          error={message(errors.phone?.message)}
          helper={t('recover.phoneHint')}
          required
        >
          <Input
            {...register('phone', { onChange: recheckPhone })}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('fields.phonePlaceholder')}
            size="lg"
          />
        </FormField>
        <FormField label={t('fields.code')} error={message(errors.code?.message)} required>
          <HStack w="full">
            <Input
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('fields.codePlaceholder')}
              size="lg"
              flex="1"
            />
            <Button variant="outline" size="lg" onClick={sendCode} loading={sending} disabled={wait > 0 || sending}>
              {wait > 0 ? t('recover.resendIn', { seconds: wait }) : t('recover.sendCode')}
            </Button>
          </HStack>
        </FormField>
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
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} disabled={pending || locked > 0}>
          {t('recover.submit')}
        </Button>
      </Stack>
    </form>
  );
};
