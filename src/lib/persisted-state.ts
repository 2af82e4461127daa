import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

export type ThemeName = 'light' | 'dark';

/** A fiat currency the user can show totals in (`/exchangecurrency`: units per 1 USD). */
export interface FiatCurrency {
  code: string;
  rate: string;
}

/**
 * The app's client state: device preferences (persisted under `app-state`) and the recent searches
 * (in memory only). The token lives in localStorage `token` (session.ts); server data, the current
 * user included, lives in the query cache. See docs/decisions/0006-persisted-state.md.
 */
export interface PersistedState {
  theme: ThemeName;
  language: Language;
  fiatCurrency: FiatCurrency | null;
  /** Symbol codes the user opened from search, most recent first. */
  recentSearches: string[];
  /** Balances shown as dots on the home screen (a device preference). */
  hideBalance: boolean;
}

export interface PersistedActions {
  setTheme: (theme: ThemeName) => void;
  setLanguage: (language: Language) => void;
  setFiatCurrency: (fiat: FiatCurrency | null) => void;
  update: (patch: Partial<PersistedState>) => void;
  addRecentSearch: (code: string) => void;
  clearRecentSearches: () => void;
  /** Forgets everything that belongs to the signed-in user; device preferences stay. */
  signOut: () => void;
}

const STORAGE_KEY = 'app-state';

/**
 * The only fields written to storage: preferences of this device. Nothing about the user (phone,
 * email, balances, user id), nor anything the server sent, is kept at rest.
 */
type PersistedKey = 'theme' | 'language' | 'fiatCurrency' | 'hideBalance';

export const initialState: PersistedState = {
  theme: 'light',
  language: DEFAULT_LANGUAGE,
  fiatCurrency: null,
  recentSearches: [],
  hideBalance: false,
};

const RECENT_SEARCHES = 8;

export const usePersistedState = create<PersistedState & PersistedActions>()(
  persist(
    (set) => ({
      ...initialState,
      setTheme: (theme) => set({ theme }),
      setLanguage: (language) => set({ language }),
      setFiatCurrency: (fiatCurrency) => set({ fiatCurrency }),
      update: (patch) => set(patch),
      addRecentSearch: (code) =>
        set((state) => ({
          recentSearches: [code, ...state.recentSearches.filter((item) => item !== code)].slice(0, RECENT_SEARCHES),
        })),
      clearRecentSearches: () => set({ recentSearches: [] }),
      // Everything but the device's preferences (theme, language, display currency, hidden balance).
      signOut: () =>
        set((state) => ({
          ...initialState,
          theme: state.theme,
          language: state.language,
          fiatCurrency: state.fiatCurrency,
          hideBalance: state.hideBalance,
        })),
    }),
    {
      name: STORAGE_KEY,
      // Version 1 also kept the user, balances and server data: a stored version 1 is rewritten at
      // start-up with the preferences alone.
      version: 2,
      migrate: (persisted) => persisted as Pick<PersistedState, PersistedKey>,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state): Pick<PersistedState, PersistedKey> => ({
        theme: state.theme,
        language: state.language,
        fiatCurrency: state.fiatCurrency,
        hideBalance: state.hideBalance,
      }),
      // A damaged or foreign value never breaks start-up: only the preferences are read, bad ones reset.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PersistedState>;
        return {
          ...current,
          theme: stored.theme === 'dark' ? 'dark' : 'light',
          language: isLanguage(stored.language) ? stored.language : current.language,
          // the display currency is a preference: its code is kept, its rate is always read afresh
          fiatCurrency:
            typeof stored.fiatCurrency?.code === 'string' && typeof stored.fiatCurrency.rate === 'string'
              ? { code: stored.fiatCurrency.code, rate: stored.fiatCurrency.rate }
              : null,
          hideBalance: stored.hideBalance === true,
        };
      },
    },
  ),
);

/** Current values outside React (transport, i18n bootstrap). */
export const readPersisted = (): PersistedState => usePersistedState.getState();
