import { forwardRef, type ClipboardEvent, type ComponentProps } from 'react';
import { Button, Input, InputGroup } from '@chakra-ui/react';

export type AmountInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** A button at the end of the field (e.g. "All"), with its label. */
  fillLabel?: string;
  onFill?: () => void;
};

/**
 * A money amount: a decimal keyboard on phones; the text stays exactly as typed (the shared parser,
 * `readAmount`, reads and judges it). A paste of several lines would be joined by the browser
 * ("100\n200" → "100200"); its lines are kept apart by a space instead, so the parser refuses it.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onValueChange, fillLabel, onFill, ...props },
  ref,
) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    const pasted = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(pasted.trim())) return;
    event.preventDefault();
    const field = event.currentTarget;
    const start = field.selectionStart ?? value.length;
    const end = field.selectionEnd ?? value.length;
    onValueChange(`${value.slice(0, start)}${pasted.trim().replace(/\s*[\r\n]+\s*/g, ' ')}${value.slice(end)}`);
  };
  const input = (
    <Input
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      onPaste={onPaste}
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
