import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { AmountInput, type AmountInputProps } from './amount-input';

type AmountFieldProps<Values extends FieldValues> = Omit<
  AmountInputProps,
  'value' | 'onValueChange' | 'onBlur' | 'name'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/** A money form's amount as a react-hook-form field: the form's value, its blur and its focus target. */
export const AmountField = <Values extends FieldValues>({ control, name, ...props }: AmountFieldProps<Values>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <AmountInput
        ref={field.ref}
        name={field.name}
        value={field.value}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
        {...props}
      />
    )}
  />
);
