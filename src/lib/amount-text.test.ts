import { describe, expect, it } from 'vitest';
import { amountForInput, decimalSeparator, readAmount } from './amount-text';

const problem = (text: string, language = 'en', decimals = 2) => readAmount(text, { language, decimals }).problem;
const value = (text: string, language = 'en', decimals = 2) => readAmount(text, { language, decimals }).value?.toFixed();

describe('readAmount', () => {
  it('reads digits with the language decimal separator', () => {
    expect(value('100')).toBe('100');
    expect(value('1.5')).toBe('1.5');
    expect(value('1,5', 'vi')).toBe('1.5');
    expect(value('1,5', 'de')).toBe('1.5');
    expect(value(' 12530,75 ', 'fr')).toBe('12530.75');
  });

  it('reads the other separator as decimals unless it could be a thousands separator', () => {
    expect(value('1,5', 'en')).toBe('1.5');
    expect(value('1.5', 'vi')).toBe('1.5');
    expect(problem('1,500', 'en', 8)).toBe('grouping');
    expect(problem('1.500', 'de', 8)).toBe('grouping');
    expect(value('1.500', 'en', 8)).toBe('1.5');
    expect(problem('1.234,56', 'vi')).toBe('grouping');
    expect(problem('1,234.56', 'en')).toBe('grouping');
  });

  it('never joins several amounts', () => {
    expect(problem('100\n200')).toBe('multiple');
    expect(problem('100 200')).toBe('multiple');
    expect(problem('100\t200')).toBe('multiple');
  });

  it('names the real problem', () => {
    expect(problem('')).toBe('required');
    expect(problem('   ')).toBe('required');
    expect(problem('１００')).toBe('fullWidth');
    expect(problem('-5')).toBe('negative');
    expect(problem('−5')).toBe('negative');
    expect(problem('0')).toBe('zero');
    expect(problem('0,00', 'vi')).toBe('zero');
    expect(problem('1,234')).toBe('grouping');
    expect(problem('1.234')).toBe('decimals');
    expect(problem('1,2345', 'vi')).toBe('decimals');
    expect(problem('1e5')).toBe('format');
    expect(problem('Infinity')).toBe('format');
    expect(problem('NaN')).toBe('format');
    expect(problem('$5')).toBe('format');
  });
});

describe('decimalSeparator and amountForInput', () => {
  it('follows the language', () => {
    expect(['vi', 'de', 'es', 'fr'].map(decimalSeparator)).toEqual([',', ',', ',', ',']);
    expect(['en', 'zh', 'ja', 'ko'].map(decimalSeparator)).toEqual(['.', '.', '.', '.']);
    expect(amountForInput('12530.75', 'vi')).toBe('12530,75');
    expect(amountForInput('12530.75', 'en')).toBe('12530.75');
  });
});
