import { chakra, useSlotRecipe, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';

interface NativeSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The switch's accessible name. */
  label: string;
  colorPalette?: string;
  'data-testid'?: string;
}

/** Whether the element's focus came from the keyboard (a browser without `:focus-visible` always says yes). */
const isFocusVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * An on/off switch drawn by Chakra's own `switch` recipe over a native checkbox with `role="switch"`.
 * The browser gives it everything a two-state switch needs (keyboard, label click, checked state,
 * focus), so the first screen does not download Chakra's `Switch` state machine for it (decision 0046).
 */
export const NativeSwitch = ({
  checked,
  onCheckedChange,
  label,
  colorPalette = 'brand',
  'data-testid': testId,
}: NativeSwitchProps) => {
  const styles = useSlotRecipe({ key: 'switch' })({});
  // The recipe draws its focus ring on the control when it carries `data-focus-visible`, as Chakra's
  // own switch sets it: the input that takes the focus is visually hidden.
  const [focusVisible, setFocusVisible] = useState(false);
  const state = checked ? 'checked' : 'unchecked';
  const parts = { 'data-state': state, 'data-focus-visible': focusVisible ? '' : undefined };
  return (
    <chakra.label css={styles.root} colorPalette={colorPalette} data-state={state} data-testid={testId}>
      <VisuallyHidden asChild>
        <input
          type="checkbox"
          role="switch"
          aria-label={label}
          checked={checked}
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
          onFocus={(event) => setFocusVisible(isFocusVisible(event.currentTarget))}
          onBlur={() => setFocusVisible(false)}
        />
      </VisuallyHidden>
      <chakra.span css={styles.control} aria-hidden {...parts}>
        <chakra.span css={styles.thumb} {...parts} />
      </chakra.span>
    </chakra.label>
  );
};
