import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '../api/generated/model';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

export type ThemeName = 'light' | 'dark';

/** A fiat currency the user can show totals in (`/exchangecurrency`: units per 1 USD). */
export interface FiatCurrency {
  code: string;
  rate: string;
}

/**
 * Everything the product keeps on the device besides the token (which stays in localStorage
 * `token`, see session.ts). One typed store, persisted under `app-state`.
 */
export interface PersistedState {
  theme: ThemeName;
  language: Language;
  appLogo: string | null;
  /** The reference currency symbol prices are quoted in. */
  referenceSymbol: string;
  currentUser: User | null;
  /** Dictionary data from the provider (labels keyed by dictionary and value). */
  dictionary: Record<string, Record<string, string>>;
  /** Currency code to display symbol, e.g. USD -> $. */
  currencyMap: Record<string, string>;
  currencyTypes: string[];
  currencySymbol: string;
  fiatCurrency: FiatCurrency | null;
  /** Symbol codes the user opened from search, most recent first. */
  recentSearches: string[];
}

export interface PersistedActions {
  setTheme: (theme: ThemeName) => void;
  setLanguage: (language: Language) => void;
  setCurrentUser: (user: User | null) => void;
  setFiatCurrency: (fiat: FiatCurrency | null) => void;
  update: (patch: Partial<PersistedState>) => void;
  addRecentSearch: (code: string) => void;
  clearRecentSearches: () => void;
  /** Forgets everything that belongs to the signed-in user; device preferences stay. */
  signOut: () => void;
}

export const STORAGE_KEY = 'app-state';

export const initialState: PersistedState = {
  theme: 'light',
  language: DEFAULT_LANGUAGE,
  appLogo: null,
  referenceSymbol: 'USD',
  currentUser: null,
  dictionary: {},
  currencyMap: { USD: '$' },
  currencyTypes: ['USDT', 'BTC', 'ETH'],
  currencySymbol: '$',
  fiatCurrency: null,
  recentSearches: [],
};

const RECENT_SEARCHES = 8;

export const usePersistedState = create<PersistedState & PersistedActions>()(
  persist(
    (set) => ({
      ...initialState,
      setTheme: (theme) => set({ theme }),
      setLanguage: (language) => set({ language }),
      setCurrentUser: (currentUser) => set({ currentUser }),
      setFiatCurrency: (fiatCurrency) => set({ fiatCurrency }),
      update: (patch) => set(patch),
      addRecentSearch: (code) =>
        set((state) => ({
          recentSearches: [code, ...state.recentSearches.filter((item) => item !== code)].slice(0, RECENT_SEARCHES),
        })),
      clearRecentSearches: () => set({ recentSearches: [] }),
      signOut: () => set({ currentUser: null }),
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state): PersistedState =>
        Object.fromEntries(
          (Object.keys(initialState) as (keyof PersistedState)[]).map((key) => [key, state[key]]),
        ) as unknown as PersistedState,
      // A damaged or foreign value never breaks start-up: unknown fields are dropped, bad ones reset.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PersistedState>;
        return {
          ...current,
          ...stored,
          theme: stored.theme === 'dark' ? 'dark' : 'light',
          language: isLanguage(stored.language) ? stored.language : current.language,
          recentSearches: Array.isArray(stored.recentSearches)
            ? stored.recentSearches.filter((item): item is string => typeof item === 'string')
            : [],
        };
      },
    },
  ),
);

/** Current values outside React (transport, i18n bootstrap). */
export const readPersisted = (): PersistedState => usePersistedState.getState();
