import { Button, Flex } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Sort, SortColumn } from '../hooks/use-market-list';

const COLUMNS: SortColumn[] = ['name', 'price', 'change'];

/** Column headers that sort: first tap descending (ascending for names), second tap the other way, third off. */
export const SortBar = ({ sort, onChange }: { sort: Sort | null; onChange: (sort: Sort | null) => void }) => {
  const { t } = useTranslation('market');
  const next = (column: SortColumn): Sort | null => {
    const first = column === 'name' ? 'asc' : 'desc';
    if (sort?.column !== column) return { column, direction: first };
    if (sort.direction === first) return { column, direction: first === 'asc' ? 'desc' : 'asc' };
    return null;
  };
  return (
    <Flex justify="space-between" color="fg.muted" px="1">
      {COLUMNS.map((column) => {
        const active = sort?.column === column;
        const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
        return (
          <Button
            key={column}
            variant="ghost"
            size="xs"
            color={active ? 'fg' : 'fg.muted'}
            aria-label={t('sortBy', { column: t(`columns.${column}`) })}
            aria-pressed={active}
            data-sort={active ? sort.direction : undefined}
            onClick={() => onChange(next(column))}
          >
            {t(`columns.${column}`)}
            <Icon size={12} aria-hidden />
          </Button>
        );
      })}
    </Flex>
  );
};
