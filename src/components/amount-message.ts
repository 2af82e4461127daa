import { useTranslation } from 'react-i18next';
import { decimalSeparator, isAmountTextProblem } from '../lib/amount-text';
import { usePersistedState } from '../lib/persisted-state';

/**
 * The message of an amount the shared parser refused (several numbers, full-width digits, a minus,
 * thousands separators, too many decimals, zero …), in the user's language; undefined for any other
 * problem, which the screen words itself (minimum, maximum, balance).
 */
export const useAmountMessage = () => {
  const { t } = useTranslation();
  const language = usePersistedState((state) => state.language);
  const separator = decimalSeparator(language);
  return (problem: string | null | undefined, decimals = 2): string | undefined =>
    isAmountTextProblem(problem) ? t(`amountText.${problem}`, { separator, decimals }) : undefined;
};
