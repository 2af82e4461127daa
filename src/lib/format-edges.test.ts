import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatPrice, formatRate, formatSignedAmount, priceDecimalsOf } from './format';

describe('amounts as the provider sends them', () => {
  it('reads numbers and numeric text with spaces around it, signs and exponents of any length', () => {
    expect(formatAmount(12850.75, 'en')).toBe('12,850.75');
    expect(formatAmount(' 12850.75 ', 'en')).toBe('12,850.75');
    expect(formatAmount('-3.5', 'en')).toBe('-3.50');
    expect(formatAmount('1.5e3', 'en')).toBe('1,500.00');
    expect(formatAmount('1.5E+12', 'en', 0)).toBe('1,500,000,000,000');
    expect(formatAmount('25e-1', 'en')).toBe('2.50');
    expect(formatAmount('7', 'en', 0)).toBe('7');
  });

  it('shows a dash for no amount and for anything that is not exactly a number', () => {
    for (const value of [
      undefined,
      null,
      '',
      '  ',
      'abc',
      'x12',
      '12x',
      '1.',
      '.5',
      '1e',
      '1e+',
      '1ex',
      '1e5.5',
      '+5',
      '1,000',
      'NaN',
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(formatAmount(value, 'en'), String(value)).toBe('—');
    }
  });
});

describe('price precision', () => {
  it('is as many decimals as sent, at least two, at most eight, none counted in an exponent', () => {
    expect(priceDecimalsOf('97000')).toBe(2);
    expect(priceDecimalsOf(97000)).toBe(2);
    expect(priceDecimalsOf('2.419')).toBe(3);
    expect(priceDecimalsOf(1.08437)).toBe(5);
    expect(priceDecimalsOf('0.000012345')).toBe(8);
    expect(priceDecimalsOf('1.5e-7')).toBe(2);
    expect(priceDecimalsOf('1.2345e-7')).toBe(4);
    expect(priceDecimalsOf(null)).toBe(2);
    expect(priceDecimalsOf(undefined)).toBe(2);
    expect(priceDecimalsOf('')).toBe(2);
  });

  it('shows no price as a dash, and a number price with its own precision', () => {
    expect(formatPrice(undefined, 'en')).toBe('—');
    expect(formatPrice('', 'en')).toBe('—');
    expect(formatPrice(2.419, 'en')).toBe('2.419');
    expect(formatPrice('2.419', 'en', 2)).toBe('2.419');
  });
});

describe('signed amounts', () => {
  it('reads the sign of text with spaces around it and of numbers', () => {
    expect(formatSignedAmount(' -300 ', 'en')).toBe('−300.00');
    expect(formatSignedAmount(' +300 ', 'en')).toBe('+300.00');
    expect(formatSignedAmount(-12.5, 'en')).toBe('−12.50');
    expect(formatSignedAmount(12.5, 'en')).toBe('+12.50');
  });

  it('takes only the leading sign away (an exponent keeps its own)', () => {
    expect(formatSignedAmount('1e-5', 'en')).toBe('0.00');
    expect(formatSignedAmount('-2.5e+2', 'en')).toBe('−250.00');
  });

  it('shows a dash, unsigned, for no amount or one that is not a number', () => {
    for (const value of [undefined, null, '', 'abc', '--5', '-+5', '-'])
      expect(formatSignedAmount(value, 'en'), String(value)).toBe('—');
  });
});

describe('rates and percentages', () => {
  it('reads a rate sent as a number or as text with spaces around it', () => {
    expect(formatRate(0.2, 'en')).toBe('0.2%');
    expect(formatRate(' 0.2 ', 'en')).toBe('0.2%');
    expect(formatRate('12.345', 'en')).toBe('12.35%');
    expect(formatRate('12.3', 'en', { decimals: 3, fixed: true })).toBe('12.300%');
  });

  it('shows a dash for no rate or one that is not a number', () => {
    for (const value of [undefined, null, '', '  ', 'abc']) expect(formatRate(value, 'en'), String(value)).toBe('—');
  });

  it('signs a percentage given as text with spaces around it, and takes only the leading sign away', () => {
    expect(formatPercent(' -0.75 ', 'en')).toBe('−0.75%');
    expect(formatPercent(' 3.5 ', 'en')).toBe('+3.50%');
    expect(formatPercent('+3.5', 'en')).toBe('+3.50%');
    expect(formatPercent('1e-5', 'en')).toBe('0.00%');
    expect(formatPercent('5e+1', 'en')).toBe('+50.00%');
  });

  it('shows a dash for no percentage or one that is not a number', () => {
    for (const value of [undefined, null, '', 'abc', '-', '--5', '+-5'])
      expect(formatPercent(value, 'en'), String(value)).toBe('—');
  });
});
