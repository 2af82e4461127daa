import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordInput } from '../../../components/form-field';

interface PasswordFieldProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  numeric?: boolean;
}

/** A required password field whose error is a key of the `security` namespace. */
export const PasswordField = ({ label, error, registration, autoComplete, numeric }: PasswordFieldProps) => {
  const { t } = useTranslation('security');
  return (
    <FormField label={label} error={error ? t(error as 'validation.mismatch') : undefined} required>
      <PasswordInput
        {...registration}
        autoComplete={autoComplete}
        {...(numeric ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
        showLabel={t('fields.show')}
        hideLabel={t('fields.hide')}
        size="lg"
      />
    </FormField>
  );
};
