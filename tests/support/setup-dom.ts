import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSessionExpired } from '../../src/api/errors';
import { toaster } from '../../src/components/ui/toaster';
import { NAMESPACES, initI18n } from '../../src/i18n/i18n';
import { installPrompt } from '../../src/lib/install-prompt';
import { initialState, usePersistedState } from '../../src/lib/persisted-state';
import { server } from './msw-server';
import './actionable-user-event';

// findBy*/waitFor wait this long by default (set once here, see vite.config.ts for the test time-out).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Chakra (Ark/Zag) relies on.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => undefined;
// jsdom draws nothing: say so quietly (its own getContext logs "not implemented" on every call).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
Element.prototype.scrollTo ??= (() => undefined) as typeof Element.prototype.scrollTo;
// jsdom's requestAnimationFrame runs on one interval it starts through the global setInterval. The
// component test files share one environment (vite.config.ts): a test that fakes timers while a frame
// is pending leaves that interval on a fake clock that is then thrown away, and no frame ever runs
// again (dialogs and tab panels never finish closing). Frames here run on the real timers, kept from
// the first file's start, which fake timers do not touch; a test that fakes requestAnimationFrame
// itself still gets the fake one.
const realTimers = ((
  globalThis as { realTimers?: { set: typeof setTimeout; clear: typeof clearTimeout } }
).realTimers ??= {
  set: globalThis.setTimeout,
  clear: globalThis.clearTimeout,
});
// Frames still pending when a file ends are dropped with it: run after the environment is torn down,
// a frame's callback (Zag's double frame asks for another) would find no requestAnimationFrame.
const pendingFrames = new Set<number>();
window.requestAnimationFrame = (callback) => {
  const handle = Number(
    realTimers.set(() => {
      pendingFrames.delete(handle);
      if (typeof globalThis.requestAnimationFrame !== 'function') return; // gone after teardown
      callback(performance.now());
    }, 16),
  );
  pendingFrames.add(handle);
  return handle;
};
window.cancelAnimationFrame = (handle) => {
  pendingFrames.delete(handle);
  realTimers.clear(handle);
};
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
  // as the app does when it starts (main.tsx)
  installPrompt.watch();
  server.listen({ onUnhandledRequest: 'error' });
  usePersistedState.setState({ ...initialState, language: 'en' });
  await initI18n();
  await i18next.loadNamespaces([...NAMESPACES]);
  // The http client loads an operation's response schemas with its first answer (forms use the
  // others); load them all before the tests so the first screen of a test does not wait for them.
  const schemas = {
    ...import.meta.glob('../../src/api/generated/response-checks/*.ts'),
    ...import.meta.glob('../../src/api/generated/zod/*/*.zod.ts'),
  };
  await Promise.all(Object.values(schemas).map((load) => load()));
});

afterEach(async () => {
  cleanup();
  // the toaster is one store for the whole run: a test's toasts must not fill the next one's slots
  toaster.remove();
  server.resetHandlers();
  window.localStorage.clear();
  resetSessionExpired();
  // an install offer belongs to one page load
  installPrompt.reset();
  usePersistedState.setState({ ...initialState, language: 'en' });
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

afterAll(() => {
  server.close();
  for (const handle of pendingFrames) realTimers.clear(handle);
  pendingFrames.clear();
});
