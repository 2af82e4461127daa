import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatPrice, formatSignedAmount } from './format';

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

  it('signs percentages', () => {
    expect(formatPercent('3.50', 'en')).toBe('+3.50%');
    expect(formatPercent('-0.75', 'en')).toBe('−0.75%');
    expect(formatPercent('0.00', 'en')).toBe('0.00%');
    expect(formatPercent('-0.75', 'fr')).toMatch(/^−0,75\s?%$/);
    expect(formatPercent(null, 'en')).toBe('—');
  });
});
