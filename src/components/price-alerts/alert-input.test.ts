import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '../../market/alert-store';
import { checkAlertInput } from './alert-input';

const waiting: PriceAlert = {
  id: 'a',
  code: 'btcusdt',
  pair: 'BTCUSDT',
  kind: 'above',
  level: '100',
  createdAt: 0,
  triggered: null,
};
const check = (text: string, extra: Partial<Parameters<typeof checkAlertInput>[0]> = {}) =>
  checkAlertInput({ kind: 'above', text, language: 'en', price: '90', alerts: [waiting], ...extra });

describe('an alert level as typed', () => {
  it('takes a positive number in the language of the user', () => {
    expect(check(' 120.5 ')).toEqual({ level: '120.5', problem: null });
    expect(check('120,5', { language: 'de' })).toEqual({ level: '120.5', problem: null });
    expect(check('5', { kind: 'change' })).toEqual({ level: '5', problem: null });
  });

  it('refuses 0, a negative, what is not a number, and says why', () => {
    expect(check('')).toMatchObject({ problem: 'required' });
    expect(check('0')).toMatchObject({ problem: 'zero' });
    expect(check('-5')).toMatchObject({ problem: 'negative' });
    expect(check('abc')).toMatchObject({ problem: 'format' });
    expect(check('1 2')).toMatchObject({ problem: 'multiple' });
    expect(check('1.123', { kind: 'change' })).toMatchObject({ problem: 'decimals' });
    expect(check('1001', { kind: 'change' })).toMatchObject({ problem: 'tooLarge' });
  });

  it('refuses a level an alert of the kind already waits at, unless it is the one edited or it fired', () => {
    expect(check('100.00')).toMatchObject({ problem: 'duplicate' });
    expect(check('100', { editing: 'a' })).toEqual({ level: '100', problem: null });
    expect(check('100', { alerts: [{ ...waiting, triggered: { at: 1, price: '101' } }] })).toEqual({
      level: '100',
      problem: null,
    });
    expect(check('95', { kind: 'below', price: '90' })).toMatchObject({ problem: 'alreadyBelow' });
  });

  it('refuses a level the price is already past (it would fire at once), when the price is known', () => {
    expect(check('90')).toMatchObject({ problem: 'alreadyAbove' });
    expect(check('80', { kind: 'below', alerts: [] })).toEqual({ level: '80', problem: null });
    expect(check('90', { price: null })).toEqual({ level: '90', problem: null });
  });
});
