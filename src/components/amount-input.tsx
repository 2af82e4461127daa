import { forwardRef, type ComponentProps } from 'react';
import { Button, Input, InputGroup } from '@chakra-ui/react';

type AmountInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** A button at the end of the field (e.g. "All"), with its label. */
  fillLabel?: string;
  onFill?: () => void;
};

/** A money amount: a decimal keyboard on phones, commas read as points, an optional fill button. */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onValueChange, fillLabel, onFill, ...props },
  ref,
) {
  const input = (
    <Input
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value.replace(',', '.').replace(/\s/g, ''))}
      {...props}
    />
  );
  if (!fillLabel || !onFill) return input;
  return (
    <InputGroup
      endElement={
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={onFill} me="-2">
          {fillLabel}
        </Button>
      }
    >
      {input}
    </InputGroup>
  );
});
