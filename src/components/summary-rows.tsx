import type { ReactNode } from 'react';
import { Flex, Stack, Text } from '@chakra-ui/react';

export interface SummaryRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}

/** Label and value lines (what will be paid and received), the values right-aligned and tabular. */
export const SummaryRows = ({ rows, testId }: { rows: readonly SummaryRow[]; testId?: string }) => (
  <Stack as="dl" gap="1.5" data-testid={testId}>
    {rows.map((row) => (
      <Flex key={row.key} justify="space-between" gap="3" data-testid={testId ? `${testId}-${row.key}` : undefined}>
        <Text as="dt" color="fg.muted" fontSize="sm">
          {row.label}
        </Text>
        <Text
          as="dd"
          fontSize="sm"
          fontWeight={row.strong ? 'semibold' : 'normal'}
          fontVariantNumeric="tabular-nums"
          textAlign="end"
          minW="0"
          overflowWrap="anywhere"
        >
          {row.value}
        </Text>
      </Flex>
    ))}
  </Stack>
);
