import { useId } from 'react';
import { HStack, RadioCard } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalKind } from '../../../lib/withdrawal-hours';
import { useFormat } from '../../../lib/use-format';

interface SourcePickerProps {
  value: WithdrawalKind;
  onChange: (kind: WithdrawalKind) => void;
  /** What each can pay out now (USD). */
  balance: string;
  salary: string;
}

/** What the withdrawal is paid from: the balance, or the salary balance, each with what is available. */
export const SourcePicker = ({ value, onChange, balance, salary }: SourcePickerProps) => {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const id = useId();
  const sources = [
    { kind: 'ordinary', label: t('withdraw.source.balance'), available: balance },
    { kind: 'salary', label: t('withdraw.source.salary'), available: salary },
  ] as const;
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => {
        if (details.value === 'ordinary' || details.value === 'salary') onChange(details.value);
      }}
      colorPalette="brand"
      size="sm"
      data-testid="withdraw-source"
    >
      <RadioCard.Label>{t('withdraw.source.label')}</RadioCard.Label>
      <HStack align="stretch" gap="2">
        {sources.map((source) => (
          <RadioCard.Item key={source.kind} value={source.kind} flex="1" data-testid={`withdraw-source-${source.kind}`}>
            {/* the radio is named by its label and described by what it has available */}
            <RadioCard.ItemHiddenInput aria-describedby={`${id}-${source.kind}`} />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{source.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription id={`${id}-${source.kind}`}>
                  {t('withdraw.source.available', { amount: format.amount(source.available) })}
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </HStack>
    </RadioCard.Root>
  );
};
