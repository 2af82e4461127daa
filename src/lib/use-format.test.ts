import Big from 'big.js';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatPlain, formatPrice, formatRate, formatSignedAmount } from './format';
import { usePersistedState } from './persisted-state';
import { formatFor, useFormat } from './use-format';

afterEach(() => usePersistedState.setState({ language: 'vi' }));

describe('useFormat', () => {
  it('formats as the explicit helpers do, in the language it is bound to', () => {
    const de = formatFor('de');
    expect(de.amount('12850.756', 3)).toBe(formatAmount('12850.756', 'de', 3));
    expect(de.amount('12850.75')).toBe('12.850,75');
    expect(de.price('1.08437')).toBe(formatPrice('1.08437', 'de'));
    expect(de.price('2.419', 4)).toBe('2,4190');
    expect(de.plain('0.1')).toBe(formatPlain('0.1', 'de'));
    expect(de.signedAmount('-1234.5')).toBe(formatSignedAmount('-1234.5', 'de'));
    expect(de.rate('0.2', { decimals: 4 })).toBe(formatRate('0.2', 'de', { decimals: 4 }));
    expect(de.percent('3.5')).toBe(formatPercent('3.5', 'de'));
    expect(de.locale).toBe('de-DE');
    expect(de.dateTime(Date.UTC(2026, 10, 27), { dateStyle: 'medium', timeZone: 'UTC' })).toBe('27.11.2026');
  });

  it('shows a computed figure in cents half up, signed by what is shown, a dash when unknown', () => {
    const en = formatFor('en');
    expect(en.figure(new Big('1234.565'))).toBe('1,234.57');
    expect(en.signedFigure(new Big('-0.004'))).toBe('0.00');
    expect(en.signedFigure(new Big('495.2'))).toBe('+495.20');
    expect(en.signedFigurePercent(new Big('293.005'))).toBe('+293.01%');
    expect(en.figure(null)).toBe('—');
  });

  it('reads the language once, follows a change of it, and keeps the same formatters while it stays', () => {
    usePersistedState.setState({ language: 'en' });
    const { result, rerender } = renderHook(() => useFormat());
    const first = result.current;
    expect(first.amount('1234.5')).toBe('1,234.50');
    rerender();
    expect(result.current).toBe(first);
    act(() => {
      usePersistedState.setState({ language: 'vi' });
    });
    expect(result.current.amount('1234.5')).toBe('1.234,50');
    expect(result.current.language).toBe('vi');
    expect(result.current).toBe(formatFor('vi'));
  });
});
