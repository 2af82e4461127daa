import { RadioCard, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LoanTerm } from '../../../api/generated/model';
import { formatAmount, formatPlain } from '../../../lib/format';
import { ratePercent } from '../../../lib/loan-math';
import { usePersistedState } from '../../../lib/persisted-state';

interface TermPickerProps {
  terms: readonly LoanTerm[];
  value: number | null;
  onChange: (id: number) => void;
  invalid: boolean;
}

/** The loan products: period, daily rate and amount range of each. */
export const TermPicker = ({ terms, value, onChange, invalid }: TermPickerProps) => {
  const { t } = useTranslation('loan');
  const language = usePersistedState((state) => state.language);
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
                      rate: formatPlain(ratePercent(term.daily_interest_rate), language),
                    })}
                  </Text>
                  <Text as="span" display="block">
                    {term.max_amount === null || term.max_amount === undefined
                      ? t('term.fromOnly', { min: formatAmount(term.min_amount, language) })
                      : t('term.range', {
                          min: formatAmount(term.min_amount, language),
                          max: formatAmount(term.max_amount, language),
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
