/**
 * Amounts of a request, read as the contract bounds them (`MoneyInput`, `CoinAmountInput`,
 * `PriceInput`): a refusal says which rule was broken, in the request's language, as the provider's
 * field errors do. The HTTP layer's schema check already refuses strings that break the pattern
 * and numbers above the maximum; what only arithmetic sees (the decimal places of a JSON number) is
 * refused here, so nothing out of bounds is ever stored.
 */
import { invalid, type Answer } from './api.ts';
import { AMOUNT_MESSAGES, translate, type Lang } from './i18n.ts';
import { Big, MAX_INPUT_AMOUNT, placesOf } from './money.ts';

export type AmountRead = { amount: Big; refusal?: undefined } | { amount?: undefined; refusal: Answer };

/** Reads `value` of `field` with at most `decimals` places and at most `max`. */
export function readAmountInput(
  lang: Lang,
  field: string,
  value: unknown,
  decimals: number,
  max: Big = MAX_INPUT_AMOUNT,
): AmountRead {
  const refuse = (key: keyof typeof AMOUNT_MESSAGES, params: Record<string, string | number> = {}): AmountRead => ({
    refusal: invalid(lang, field, translate(AMOUNT_MESSAGES, lang, key, params)),
  });
  let amount: Big;
  try {
    if (typeof value === 'number' && Number.isFinite(value)) amount = new Big(value);
    else if (typeof value === 'string' && /^\s*-?\d{1,40}(\.\d{1,40})?\s*$/.test(value)) amount = new Big(value.trim());
    else return refuse('amountInvalid');
  } catch {
    return refuse('amountInvalid');
  }
  if (amount.abs().gt(max)) return refuse('amountTooLarge', { max: max.toFixed() });
  if (placesOf(amount) > decimals) return refuse('amountDecimals', { decimals });
  return { amount };
}
