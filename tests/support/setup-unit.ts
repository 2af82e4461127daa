import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSessionExpired } from '../../src/api/errors';
import { initI18n } from '../../src/i18n/i18n';
import { initialState, usePersistedState } from '../../src/lib/persisted-state';
import { server } from './msw-server';

/**
 * The set-up of the unit tests of src/lib, src/market and src/api that need a DOM, as the mutation
 * run (vitest.mutation.config.ts) runs them: the part of setup-dom.ts those tests rely on (the MSW
 * provider stand-in, English, clean storage, state and session after each test) without what only
 * screens need (Chakra's browser stubs, the toaster, every namespace and zod schema loaded up front),
 * so a file starts in a fraction of the time. In `npm test` the same files run under setup-dom.ts.
 */
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  usePersistedState.setState({ ...initialState, language: 'en' });
  await initI18n();
  await i18next.loadNamespaces(['common', 'orders']);
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  resetSessionExpired();
  usePersistedState.setState({ ...initialState, language: 'en' });
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

afterAll(() => server.close());
