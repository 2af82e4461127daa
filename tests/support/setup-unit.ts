import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSessionExpired } from '../../src/api/errors';
import { initialState, usePersistedState } from '../../src/lib/persisted-state';

/**
 * The set-up of the unit tests of src/lib, src/market and src/api that need a DOM, as the mutation
 * run (vitest.mutation.config.ts) runs them: the part of setup-dom.ts those tests rely on (English,
 * clean storage, state and session after each test) without what only screens need (Chakra's browser
 * stubs, the toaster, every namespace and zod schema loaded up front), so a file starts in a fraction
 * of the time. setup-unit-provider.ts adds the MSW provider stand-in and i18n for the tests that use
 * them. In `npm test` the same files run under setup-dom.ts.
 */
usePersistedState.setState({ ...initialState, language: 'en' });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetSessionExpired();
  usePersistedState.setState({ ...initialState, language: 'en' });
});
