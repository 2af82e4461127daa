import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSessionExpired } from '../../src/api/errors';
import { NAMESPACES, initI18n } from '../../src/i18n/i18n';
import { initialState, usePersistedState } from '../../src/lib/persisted-state';
import { server } from './msw-server';

// findBy*/waitFor wait this long by default (set once here, see vite.config.ts for the test time-out).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Chakra (Ark/Zag) relies on.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = (() => undefined);
// jsdom draws nothing: say so quietly (its own getContext logs "not implemented" on every call).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
Element.prototype.scrollTo ??= (() => undefined) as typeof Element.prototype.scrollTo;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  usePersistedState.setState({ ...initialState, language: 'en' });
  await initI18n();
  await i18next.loadNamespaces([...NAMESPACES]);
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
