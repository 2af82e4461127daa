import { Button, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankWay } from '../../../api/generated/model';
import { FormField } from '../../../components/form-field';
import { bankSchema, type BankFormValues } from '../schemas';

interface BankFormProps {
  channels: readonly BankWay[];
  pending: boolean;
  onSubmit: (values: BankFormValues) => void;
}

const FIELDS = [
  { name: 'realname', autoComplete: 'name', required: true },
  { name: 'bankname', autoComplete: 'off', required: true },
  { name: 'bankzhiname', autoComplete: 'off', required: true },
  { name: 'code', autoComplete: 'off', required: true },
  { name: 'cardno', autoComplete: 'off', required: true },
  { name: 'ifsc_code', autoComplete: 'off', required: false },
  { name: 'bank_address', autoComplete: 'street-address', required: false },
  { name: 'branch_otp', autoComplete: 'off', required: false },
] as const;

/** The one bank account of the user: holder, bank, branch, bank code, card number; IFSC, address and branch OTP where the bank has them. */
export const BankForm = ({ channels, pending, onSubmit }: BankFormProps) => {
  const { t } = useTranslation('wallet');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BankFormValues>({
    resolver: zodResolver(bankSchema),
    defaultValues: {
      cryptoprotocol: channels[0]?.cryptoprotocol ?? '',
      realname: '',
      bankname: '',
      bankzhiname: '',
      code: '',
      cardno: '',
      ifsc_code: '',
      bank_address: '',
      branch_otp: '',
    },
    mode: 'onTouched',
  });
  const message = (key: string | undefined) => (key ? t(key as 'validation.codeFormat') : undefined);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label={t('bank.title')}>
      <Stack gap="4">
        {channels.length > 1 && (
          <FormField label={t('bank.fields.cryptoprotocol')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('cryptoprotocol')}>
                {channels.map((channel) => (
                  <option key={channel.cryptoprotocol} value={channel.cryptoprotocol}>
                    {channel.cryptoprotocol}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={t(`bank.fields.${field.name}`)}
            error={message(errors[field.name]?.message)}
            required={field.required}
          >
            <Input
              {...register(field.name)}
              autoComplete={field.autoComplete}
              placeholder={t(`bank.placeholders.${field.name}`)}
            />
          </FormField>
        ))}
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} disabled={pending}>
          {t('bank.submit')}
        </Button>
      </Stack>
    </form>
  );
};
