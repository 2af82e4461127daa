import { afterEach, describe, expect, it } from 'vitest';
import { initialState, readPersisted, usePersistedState } from './persisted-state';

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

  it('starts light, in Vietnamese, in USD, balances shown, no recent searches', () => {
    expect(initialState).toEqual({
      theme: 'light',
      language: 'vi',
      fiatCurrency: null,
      recentSearches: [],
      hideBalance: false,
    });
  });

  it('changes what each action names, read the same way outside React', () => {
    actions().setTheme('dark');
    actions().setLanguage('ja');
    actions().setFiatCurrency({ code: 'VND', rate: '25400' });
    actions().update({ hideBalance: true });
    expect(readPersisted()).toMatchObject({
      theme: 'dark',
      language: 'ja',
      fiatCurrency: { code: 'VND', rate: '25400' },
      hideBalance: true,
    });
    actions().setFiatCurrency(null);
    expect(readPersisted().fiatCurrency).toBeNull();
  });

  it('keeps the eight most recent searches, most recent first, each once', () => {
    for (const code of ['btc', 'eth', 'xau', 'sol', 'ada', 'dot', 'bnb', 'xrp', 'ltc']) actions().addRecentSearch(code);
    expect(readPersisted().recentSearches).toEqual(['ltc', 'xrp', 'bnb', 'dot', 'ada', 'sol', 'xau', 'eth']);
    actions().addRecentSearch('sol');
    expect(readPersisted().recentSearches).toEqual(['sol', 'ltc', 'xrp', 'bnb', 'dot', 'ada', 'xau', 'eth']);
    actions().clearRecentSearches();
    expect(readPersisted().recentSearches).toEqual([]);
  });

  it('forgets the recent searches at sign-out and keeps the device preferences', () => {
    actions().update({
      theme: 'dark',
      language: 'de',
      fiatCurrency: { code: 'EUR', rate: '0.92' },
      hideBalance: true,
      recentSearches: ['btc'],
    });
    actions().signOut();
    expect(readPersisted()).toMatchObject({
      theme: 'dark',
      language: 'de',
      fiatCurrency: { code: 'EUR', rate: '0.92' },
      hideBalance: true,
      recentSearches: [],
    });
  });
});

describe('what is kept at rest', () => {
  afterEach(() => usePersistedState.setState({ ...initialState, language: 'en' }));

  it('is the device preferences only, never the recent searches', () => {
    actions().update({ theme: 'dark', language: 'ko', hideBalance: true, recentSearches: ['btc'] });
    actions().setFiatCurrency({ code: 'KRW', rate: '1380' });
    expect(stored()).toEqual({
      state: { theme: 'dark', language: 'ko', fiatCurrency: { code: 'KRW', rate: '1380' }, hideBalance: true },
      version: 2,
    });
  });

  it('is read back at start-up', async () => {
    await startWith({
      state: { theme: 'dark', language: 'fr', fiatCurrency: { code: 'EUR', rate: '0.92' }, hideBalance: true },
      version: 2,
    });
    expect(readPersisted()).toMatchObject({
      theme: 'dark',
      language: 'fr',
      fiatCurrency: { code: 'EUR', rate: '0.92' },
      hideBalance: true,
    });
  });

  it('a version 1 state (which also kept the user) is read for its preferences alone and rewritten without the rest', async () => {
    await startWith({
      state: { theme: 'dark', language: 'zh', currentUser: { id: 7 }, currencySymbol: '¥', hideBalance: true },
      version: 1,
    });
    expect(readPersisted()).toMatchObject({ theme: 'dark', language: 'zh', hideBalance: true });
    expect(readPersisted()).not.toHaveProperty('currentUser');
    expect(stored()).toEqual({
      state: { theme: 'dark', language: 'zh', fiatCurrency: null, hideBalance: true },
      version: 2,
    });
  });

  it('a damaged or foreign value never breaks start-up: each bad preference is reset', async () => {
    await startWith({
      state: { theme: 'blue', language: 'xx', fiatCurrency: { code: 'EUR', rate: 0.92 }, hideBalance: 'yes' },
      version: 2,
    });
    expect(readPersisted()).toMatchObject({ theme: 'light', language: 'en', fiatCurrency: null, hideBalance: false });
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
