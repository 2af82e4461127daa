import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatPlain, formatPrice, formatRate, formatSignedAmount } from './format';

describe('number formatting', () => {
  it('signs an amount by what is shown: a loss under half a cent reads 0.00, never −0.00', () => {
    expect(formatSignedAmount('-0.00', 'en')).toBe('0.00');
    expect(formatSignedAmount('-0.004', 'en')).toBe('0.00');
    expect(formatSignedAmount('0.001', 'vi')).toBe('0,00');
    expect(formatSignedAmount('-0.005', 'en')).toBe('−0.01');
    expect(formatSignedAmount('300', 'en')).toBe('+300.00');
    expect(formatSignedAmount('-1234.5', 'vi')).toBe('−1.234,50');
    expect(formatPercent('-0.001', 'en')).toBe('0.00%');
  });

  it('formats decimal strings exactly in the language’s style', () => {
    expect(formatAmount('12850.75', 'en')).toBe('12,850.75');
    expect(formatAmount('12850.75', 'vi')).toBe('12.850,75');
    expect(formatAmount('12850.75', 'de')).toBe('12.850,75');
    expect(formatAmount('0.1', 'en')).toBe('0.10');
    expect(formatAmount('abc', 'en')).toBe('—');
    expect(formatAmount(null, 'en')).toBe('—');
  });

  it('keeps the precision of a price', () => {
    expect(formatPrice('104250.5', 'en')).toBe('104,250.50');
    expect(formatPrice('1.08437', 'en')).toBe('1.08437');
    expect(formatPrice('0.000012345', 'en')).toBe('0.00001235');
    expect(formatPrice(null, 'en')).toBe('—');
  });

  it('shows a price with the instrument’s fixed precision when it is known', () => {
    // 2.419 next to 2.4245: both with four decimals, never a digit less.
    expect(formatPrice('2.419', 'vi', 4)).toBe('2,4190');
    expect(formatPrice('2.4245', 'vi', 4)).toBe('2,4245');
    expect(formatPrice('97000', 'vi', 2)).toBe('97.000,00');
  });

  it('writes rates in the language’s percent format', () => {
    expect(formatRate('0.2', 'vi')).toBe('0,2%');
    expect(formatRate('0.2', 'en')).toBe('0.2%');
    expect(formatRate('0.2', 'de')).toMatch(/^0,2\s%$/);
    expect(formatRate('1.25', 'fr', { decimals: 2 })).toMatch(/^1,25\s%$/);
    expect(formatRate('20', 'en', { decimals: 2, fixed: true })).toBe('20.00%');
    expect(formatRate('abc', 'en')).toBe('—');
  });

  it('signs percentages', () => {
    expect(formatPercent('3.50', 'en')).toBe('+3.50%');
    expect(formatPercent('-0.75', 'en')).toBe('−0.75%');
    expect(formatPercent('0.00', 'en')).toBe('0.00%');
    expect(formatPercent('-0.75', 'fr')).toMatch(/^−0,75\s?%$/);
    expect(formatPercent(null, 'en')).toBe('—');
  });

  it('writes a number with the decimals it was sent with, in the language, small ones sent in exponent form too', () => {
    expect(formatPlain('25350', 'vi')).toBe('25.350');
    expect(formatPlain(96810.5, 'de')).toBe('96.810,5');
    expect(formatPlain('0.1', 'fr')).toBe('0,1');
    expect(formatPlain(0.00001033, 'vi')).toBe('0,00001033');
    // below a millionth String() writes 1.5e-7: still its 8 decimals, never "0"
    expect(formatPlain(0.00000015, 'en')).toBe('0.00000015');
    expect(formatPlain('2E+3', 'en')).toBe('2,000');
    expect(formatPlain(null, 'en')).toBe('—');
    expect(formatPlain('abc', 'en')).toBe('—');
  });
});
