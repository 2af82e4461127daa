import { SimpleGrid, Stat } from '@chakra-ui/react';

export interface StatItem {
  label: string;
  value: string;
  testId?: string;
}

export const StatGrid = ({ items, columns = 2 }: { items: readonly StatItem[]; columns?: number }) => (
  <SimpleGrid columns={columns} gap="3">
    {items.map((item) => (
      <Stat.Root key={item.label}>
        <Stat.Label>{item.label}</Stat.Label>
        <Stat.ValueText fontSize="md" data-testid={item.testId}>
          {item.value}
        </Stat.ValueText>
      </Stat.Root>
    ))}
  </SimpleGrid>
);
