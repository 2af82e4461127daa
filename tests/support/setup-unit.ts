import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetSessionExpired } from '../../src/api/errors';
import { initialState, usePersistedState } from '../../src/lib/persisted-state';

/**
 * The set-up of the unit tests of src/lib, src/market and src/api that need a DOM, as the mutation
 * run (vitest.mutation.config.ts) runs them: the part of setup-dom.ts those tests rely on (English,
 * clean storage, state and session around each test) without what only screens need (Chakra's
 * browser stubs, the toaster, every namespace and zod schema loaded up front), so a file starts in a
 * fraction of the time. setup-unit-provider.ts adds the MSW provider stand-in and i18n for the tests
 * that use them. In `npm test` the same files run under setup-dom.ts.
 *
 * Everything that touches mutated code runs in beforeEach/afterEach, never at load or in beforeAll:
 * Vitest fails the tests when those hooks throw, but skips them when a file or beforeAll fails, and
 * Stryker would count a mutant that breaks the set-up as survived.
 */
beforeEach(() => {
  usePersistedState.setState({ ...initialState, language: 'en' });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetSessionExpired();
});
