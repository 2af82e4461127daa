import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../api/generated/model';
import { initialState, readPersisted, usePersistedState } from './persisted-state';

const user: User = { id: 7, username: '0901234567', balance: '12530.75' };
const actions = () => usePersistedState.getState();
/** What is kept at rest under `app-state`, as the next start-up reads it. */
const stored = (): { state: Record<string, unknown>; version: number } =>
  JSON.parse(window.localStorage.getItem('app-state') ?? 'null') as { state: Record<string, unknown>; version: number };
/** A start-up that finds `value` in storage. */
const startWith = async (value: unknown) => {
  window.localStorage.setItem('app-state', JSON.stringify(value));
  await usePersistedState.persist.rehydrate();
};

describe('the app state', () => {
  afterEach(() => usePersistedState.setState({ ...initialState, language: 'en' }));

  it('starts light, in Vietnamese, quoting in USD, with nobody signed in', () => {
    expect(initialState).toEqual({
      theme: 'light',
      language: 'vi',
      appLogo: null,
      referenceSymbol: 'USD',
      currentUser: null,
      dictionary: {},
      currencyMap: { USD: '$' },
      currencyTypes: ['USDT', 'BTC', 'ETH'],
      currencySymbol: '$',
      fiatCurrency: null,
      recentSearches: [],
      hideBalance: false,
    });
  });

  it('changes what each action names, read the same way outside React', () => {
    actions().setTheme('dark');
    actions().setLanguage('ja');
    actions().setCurrentUser(user);
    actions().setFiatCurrency({ code: 'VND', rate: '25400' });
    actions().update({ hideBalance: true, currencySymbol: '€' });
    expect(readPersisted()).toMatchObject({
      theme: 'dark',
      language: 'ja',
      currentUser: user,
      fiatCurrency: { code: 'VND', rate: '25400' },
      hideBalance: true,
      currencySymbol: '€',
    });
  });

  it('keeps the eight most recent searches, most recent first, each once', () => {
    for (const code of ['btc', 'eth', 'xau', 'sol', 'ada', 'dot', 'bnb', 'xrp', 'ltc']) actions().addRecentSearch(code);
    expect(readPersisted().recentSearches).toEqual(['ltc', 'xrp', 'bnb', 'dot', 'ada', 'sol', 'xau', 'eth']);
    actions().addRecentSearch('sol');
    expect(readPersisted().recentSearches).toEqual(['sol', 'ltc', 'xrp', 'bnb', 'dot', 'ada', 'xau', 'eth']);
    actions().clearRecentSearches();
    expect(readPersisted().recentSearches).toEqual([]);
  });

  it('forgets everything about the user at sign-out and keeps the device preferences', () => {
    actions().update({
      theme: 'dark',
      language: 'de',
      fiatCurrency: { code: 'EUR', rate: '0.92' },
      hideBalance: true,
      currentUser: user,
      recentSearches: ['btc'],
      dictionary: { kyc: { 1: 'Verified' } },
      appLogo: '/logo.png',
    });
    actions().signOut();
    expect(readPersisted()).toMatchObject({
      ...initialState,
      theme: 'dark',
      language: 'de',
      fiatCurrency: { code: 'EUR', rate: '0.92' },
      hideBalance: true,
    });
  });
});

describe('what is kept at rest', () => {
  afterEach(() => usePersistedState.setState({ ...initialState, language: 'en' }));

  it('is the device preferences only, never the user, balances or server data', () => {
    actions().update({ theme: 'dark', language: 'ko', hideBalance: true, currentUser: user, recentSearches: ['btc'], appLogo: '/l.png' });
    actions().setFiatCurrency({ code: 'KRW', rate: '1380' });
    expect(stored()).toEqual({
      state: { theme: 'dark', language: 'ko', fiatCurrency: { code: 'KRW', rate: '1380' }, hideBalance: true },
      version: 2,
    });
  });

  it('is read back at start-up', async () => {
    await startWith({ state: { theme: 'dark', language: 'fr', fiatCurrency: { code: 'EUR', rate: '0.92' }, hideBalance: true }, version: 2 });
    expect(readPersisted()).toMatchObject({ theme: 'dark', language: 'fr', fiatCurrency: { code: 'EUR', rate: '0.92' }, hideBalance: true });
  });

  it('a version 1 state (which also kept the user) is read for its preferences alone', async () => {
    await startWith({ state: { theme: 'dark', language: 'zh', currentUser: user, currencySymbol: '¥', hideBalance: true }, version: 1 });
    expect(readPersisted()).toMatchObject({ theme: 'dark', language: 'zh', hideBalance: true, currentUser: null, currencySymbol: '$' });
    expect(stored().state).toEqual({ theme: 'dark', language: 'zh', fiatCurrency: null, hideBalance: true });
  });

  it('a damaged or foreign value never breaks start-up: each bad preference is reset', async () => {
    actions().setLanguage('en');
    await startWith({
      state: { theme: 'blue', language: 'xx', fiatCurrency: { code: 'EUR', rate: 0.92 }, hideBalance: 'yes', currentUser: user },
      version: 2,
    });
    expect(readPersisted()).toMatchObject({ theme: 'light', language: 'en', fiatCurrency: null, hideBalance: false, currentUser: null });
    await startWith({ state: { fiatCurrency: { rate: '0.92' } }, version: 2 });
    expect(readPersisted().fiatCurrency).toBeNull();
    await startWith({ state: null, version: 2 });
    expect(readPersisted()).toMatchObject({ theme: 'light', language: 'en', fiatCurrency: null, hideBalance: false });
  });

  it('a stored display currency keeps only its code and rate', async () => {
    await startWith({ state: { fiatCurrency: { code: 'VND', rate: '25400', symbol: '₫', extra: 1 } }, version: 2 });
    expect(readPersisted().fiatCurrency).toEqual({ code: 'VND', rate: '25400' });
  });
});
