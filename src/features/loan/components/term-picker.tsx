import { RadioCard, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LoanTerm } from '../../../api/generated/model';
import { ratePercent } from '../../../lib/loan-math';
import { useFormat } from '../../../lib/use-format';

interface TermPickerProps {
  terms: readonly LoanTerm[];
  value: number | null;
  onChange: (id: number) => void;
  invalid: boolean;
}

/** The loan products: period, daily rate and amount range of each. */
export const TermPicker = ({ terms, value, onChange, invalid }: TermPickerProps) => {
  const { t } = useTranslation('loan');
  const format = useFormat();
  return (
    <RadioCard.Root
      value={value === null ? null : String(value)}
      onValueChange={(details) => {
        if (details.value) onChange(Number(details.value));
      }}
      colorPalette="brand"
      invalid={invalid}
    >
      <RadioCard.Label>{t('term.label')}</RadioCard.Label>
      <Stack gap="2">
        {terms.map((term) => (
          <RadioCard.Item key={term.id} value={String(term.id)} data-testid="loan-term">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{term.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  <Text as="span">
                    {t('term.summary', {
                      days: term.days,
                      rate: format.plain(ratePercent(term.daily_interest_rate)),
                    })}
                  </Text>
                  <Text as="span" display="block">
                    {term.max_amount === null || term.max_amount === undefined
                      ? t('term.fromOnly', { min: format.amount(term.min_amount) })
                      : t('term.range', {
                          min: format.amount(term.min_amount),
                          max: format.amount(term.max_amount),
                        })}
                  </Text>
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Stack>
    </RadioCard.Root>
  );
};
