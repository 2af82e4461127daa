import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LinkRow {
  to: string;
  icon: ReactNode;
  label: string;
  value?: ReactNode;
}

/** A card of navigation rows (icon, label, optional value, chevron). */
export const LinkRows = ({ rows, testId }: { rows: readonly LinkRow[]; testId?: string }) => (
  <Stack
    gap="0"
    bg="bg.surface"
    borderRadius="l3"
    overflow="hidden"
    separator={<Box borderBottomWidth="1px" borderColor="border.muted" />}
    data-testid={testId}
  >
    {rows.map((row) => (
      <Link key={row.to} to={row.to}>
        <Flex align="center" gap="3" px="4" py="3.5" minH="12">
          <Box color="fg.muted" aria-hidden>
            {row.icon}
          </Box>
          <Text flex="1">{row.label}</Text>
          {row.value}
          <ChevronRight size={18} aria-hidden />
        </Flex>
      </Link>
    ))}
  </Stack>
);
