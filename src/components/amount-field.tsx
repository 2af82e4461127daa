import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { AmountInput, type AmountInputProps } from './amount-input';

type AmountFieldProps<Values extends FieldValues> = Omit<
  AmountInputProps,
  'value' | 'onValueChange' | 'onBlur' | 'name'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Where a typed value goes when typing it does more than set the field (lots leave a share of the balance). */
  onValueChange?: (value: string) => void;
};

/** A form's amount as a react-hook-form field: the form's value, its blur and its focus target. */
export const AmountField = <Values extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: AmountFieldProps<Values>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <AmountInput
        ref={field.ref}
        name={field.name}
        value={field.value}
        onValueChange={onValueChange ?? field.onChange}
        onBlur={field.onBlur}
        {...props}
      />
    )}
  />
);
