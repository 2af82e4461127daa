import type { ReactNode } from 'react';
import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';

interface RecordCardProps {
  title: ReactNode;
  amount: ReactNode;
  amountColor?: string | undefined;
  badge?: { label: string; palette: string } | undefined;
  lines: readonly { key: string; label: ReactNode; value: ReactNode }[];
  testId: string;
}

/** One history row: what, how much, its review state, and its details. */
export const RecordCard = ({ title, amount, amountColor, badge, lines, testId }: RecordCardProps) => (
  <Box bg="bg.surface" borderRadius="l3" p="4" data-testid={testId}>
    <Flex justify="space-between" align="center" gap="2">
      <Text fontWeight="semibold">{title}</Text>
      {badge && (
        <Badge colorPalette={badge.palette} data-testid="record-status">
          {badge.label}
        </Badge>
      )}
    </Flex>
    <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" color={amountColor} mt="1">
      {amount}
    </Text>
    <Stack gap="0.5" mt="2">
      {lines.map((line) => (
        <Flex key={line.key} justify="space-between" gap="3" fontSize="sm">
          <Text color="fg.muted">{line.label}</Text>
          <Text textAlign="end" minW="0" overflowWrap="anywhere">
            {line.value}
          </Text>
        </Flex>
      ))}
    </Stack>
  </Box>
);
