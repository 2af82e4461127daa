import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readPersisted, usePersistedState } from '../lib/persisted-state';
import { LANGUAGES, LOCALE_TAGS, type Language } from './languages';

// One line per namespace (features add theirs here and in i18next.d.ts).
export const NAMESPACES = [
  'common',
  'auth',
  'profile',
  'support',
  'wallet',
  'market',
  'security',
  'kyc',
  'team',
  'about',
  'home',
  'messages',
  'loan',
  'staking',
  'newcoin',
  'welfare',
  'trade',
  'contract',
  'orders',
  'alerts',
  'depth',
  'figures',
  'throttle',
] as const;

/**
 * One JSON file per language and namespace under /locales, each its own chunk: a language is
 * downloaded only when it is chosen, and a namespace only when a screen that uses it renders.
 */
const loadResources = resourcesToBackend(
  (language: string, namespace: string) => import(`../../locales/${language}/${namespace}.json`),
);

const syncDocument = (language: string): void => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_TAGS[language as Language] ?? language;
};

export const initI18n = async (): Promise<typeof i18next> => {
  const { language } = readPersisted();
  i18next.on('languageChanged', syncDocument);
  await i18next
    .use(loadResources)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
};

/** Switches the interface language: loads it, persists it, and from then on sends it as `Lang`. */
export const changeLanguage = async (language: Language): Promise<void> => {
  await i18next.changeLanguage(language);
  usePersistedState.getState().setLanguage(language);
};
