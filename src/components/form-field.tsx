import { forwardRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';

interface FormFieldProps {
  label: ReactNode;
  /** The translated message, when the field is invalid. */
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, and the field's error announced to assistive technology. */
export const FormField = ({ label, error, helper, required, children }: FormFieldProps) => (
  <Field.Root invalid={error !== undefined} required={required}>
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
    {children}
    {error !== undefined ? (
      <Field.ErrorText>{error}</Field.ErrorText>
    ) : (
      helper && <Field.HelperText>{helper}</Field.HelperText>
    )}
  </Field.Root>
);

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'> & { showLabel: string; hideLabel: string };

/** A password input with a show/hide toggle (typing on a phone is error-prone). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { showLabel, hideLabel, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
          me="-2"
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});
