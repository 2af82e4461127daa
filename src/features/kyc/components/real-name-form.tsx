import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { realNameSchema, type RealNameInput, type RealNameValues } from '../schemas';

interface RealNameFormProps {
  phone: string;
  pending: boolean;
  onSubmit: (values: RealNameValues) => void;
}

/** Real-name (basic) verification: the provider verifies the account's phone number. */
export const RealNameForm = ({ phone, pending, onSubmit }: RealNameFormProps) => {
  const { t } = useTranslation('kyc');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RealNameInput, unknown, RealNameValues>({
    resolver: zodResolver(realNameSchema),
    defaultValues: { phone },
    mode: 'onTouched',
  });
  const error = errors.phone?.message;
  return (
    <form noValidate aria-label={t('basic.title')} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="4">
        <FormField label={t('fields.phone')} error={error ? t(error as 'validation.phoneMin') : undefined} required>
          <Input
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            size="lg"
            placeholder={t('fields.phonePlaceholder')}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} disabled={pending}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
};
