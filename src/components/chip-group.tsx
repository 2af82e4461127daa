import type { ReactNode } from 'react';
import { Button, Flex } from '@chakra-ui/react';

interface ChipGroupProps<Value> {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  render: (value: Value) => ReactNode;
}

/** A row of pill buttons choosing one filter value (categories, statuses); scrolls sideways on a phone. */
export const ChipGroup = <Value extends string | number | null>({
  label,
  options,
  value,
  onChange,
  render,
}: ChipGroupProps<Value>) => (
  <Flex gap="2" overflowX="auto" pb="1" role="group" aria-label={label}>
    {options.map((option) => (
      <Button
        key={String(option)}
        size="xs"
        borderRadius="full"
        flexShrink={0}
        variant={value === option ? 'solid' : 'subtle'}
        colorPalette={value === option ? 'brand' : 'gray'}
        aria-pressed={value === option}
        onClick={() => onChange(option)}
      >
        {render(option)}
      </Button>
    ))}
  </Flex>
);
