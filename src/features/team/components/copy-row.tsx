import { Clipboard, Flex, IconButton, Stack, Text } from '@chakra-ui/react';

/** A labelled value with a copy button. */
export const CopyRow = ({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  /** Absent for a stand-in value (the loading card's). */
  testId?: string;
}) => (
  <Clipboard.Root value={value} timeout={1500}>
    <Flex align="center" gap="2" bg="bg.muted" borderRadius="l2" px="3" py="2">
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="semibold" truncate data-testid={testId}>
          {value}
        </Text>
      </Stack>
      <Clipboard.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={copyLabel}>
          <Clipboard.Indicator />
        </IconButton>
      </Clipboard.Trigger>
    </Flex>
  </Clipboard.Root>
);
