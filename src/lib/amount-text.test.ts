import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT_PROBLEMS, amountForInput, decimalSeparator, isAmountTextProblem, readAmount } from './amount-text';

const problem = (text: string, language = 'en', decimals = 2) => readAmount(text, { language, decimals }).problem;
const value = (text: string, language = 'en', decimals = 2) =>
  readAmount(text, { language, decimals }).value?.toFixed();

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

describe('the problems an amount can have', () => {
  it('are a fixed vocabulary the money fields translate', () => {
    expect(AMOUNT_TEXT_PROBLEMS).toEqual([
      'required',
      'multiple',
      'fullWidth',
      'negative',
      'grouping',
      'format',
      'decimals',
      'zero',
    ]);
    for (const name of AMOUNT_TEXT_PROBLEMS) expect(isAmountTextProblem(name), name).toBe(true);
    for (const other of ['min', 'aboveBalance', '', 'Zero', 3, null, undefined])
      expect(isAmountTextProblem(other), String(other)).toBe(false);
  });

  it('a minus only counts at the start; anything around a grouped number is a format problem', () => {
    expect(problem('5-')).toBe('format');
    expect(problem('–5')).toBe('negative');
    expect(problem('€1.234,56', 'vi')).toBe('format');
    expect(problem('1.234,56€', 'vi')).toBe('format');
    expect(problem('1,2,3')).toBe('grouping');
  });

  it('reads the decimals of every language, whole numbers and one separator', () => {
    expect(value('7', 'vi')).toBe('7');
    expect(value('0,25', 'es')).toBe('0.25');
    expect(value('0.25', 'ja', 8)).toBe('0.25');
    expect(value('12,5', 'zh')).toBe('12.5');
    expect(['zh', 'ja', 'ko'].map((language) => decimalSeparator(language))).toEqual(['.', '.', '.']);
    expect(decimalSeparator(undefined)).toBe('.');
    expect(decimalSeparator('xx')).toBe('.');
  });
});
