import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { expiryParts, useExpiryLabel } from './option-expiry';
import { usePersistedState } from './persisted-state';

describe('option expiry in its unit', () => {
  it.each([
    [30, 'second', 'second', '30'],
    [60, 'min', 'min', '1'],
    [300, 'min', 'min', '5'],
    [3600, 'hour', 'hour', '1'],
    [86_400, 'day', 'day', '1'],
    [1_209_600, 'week', 'week', '2'],
    [2_592_000, 'month', 'month', '1'],
    [90, 'min', 'min', '1.5'],
  ])('%i s with unit %s is %s × %s', (seconds, unit, shownUnit, value) => {
    expect(expiryParts(seconds, unit)).toEqual({ unit: shownUnit, value });
  });

  it.each([
    [45, 'second', '45'],
    [60, 'min', '1'],
    [600, 'min', '10'],
    [7200, 'hour', '2'],
    [172_800, 'day', '2'],
    [604_800, 'week', '1'],
  ])('without a (known) unit, %i s shows in the largest unit that fits: %s', (seconds, unit, value) => {
    expect(expiryParts(seconds)).toEqual({ unit, value });
    expect(expiryParts(seconds, 'fortnight')).toEqual({ unit, value });
  });
});

describe('expiry label', () => {
  it('reads "30 s", "1 min", "5 min", "1 h" in English', () => {
    const { result } = renderHook(() => useExpiryLabel());
    expect([
      result.current(30, 'second'),
      result.current(60, 'min'),
      result.current(300, 'min'),
      result.current(3600, 'hour'),
    ]).toEqual(['30 s', '1 min', '5 min', '1 h']);
  });

  it('follows the interface language, its units and its decimal comma', async () => {
    await act(async () => {
      await i18next.changeLanguage('de');
      usePersistedState.setState({ language: 'de' });
    });
    const { result } = renderHook(() => useExpiryLabel());
    expect(result.current(90, 'min')).toBe('1,5 Min.');
    expect(result.current(86_400, 'day')).toBe('1 T.');
    await act(async () => {
      await i18next.changeLanguage('vi');
      usePersistedState.setState({ language: 'vi' });
    });
    expect(result.current(30, 'second')).toBe('30 giây');
  });
});

describe('expiry edge cases', () => {
  it('shows in seconds what no larger unit divides evenly, or what is shorter than every unit', () => {
    expect(expiryParts(90)).toEqual({ unit: 'second', value: '90' });
    expect(expiryParts(3_660)).toEqual({ unit: 'min', value: '61' });
    expect(expiryParts(0)).toEqual({ unit: 'second', value: '0' });
  });

  it('labels a fraction of a unit with its own decimals', () => {
    const { result } = renderHook(() => useExpiryLabel());
    expect(result.current(75, 'min')).toBe('1.25 min');
    expect(result.current(5_400, 'hour')).toBe('1.5 h');
    expect(result.current(120, 'min')).toBe('2 min');
  });
});
