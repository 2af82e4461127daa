import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appUpdate } from './app-update';

const registerSW = vi.hoisted(() =>
  vi.fn<(options: { onNeedRefresh?: () => void; onRegisterError?: (error: unknown) => void }) => () => Promise<void>>(),
);
vi.mock('virtual:pwa-register', () => ({ registerSW }));

const { REGISTER_DELAY_MS, registerServiceWorker } = await import('./service-worker');

/** jsdom has no service workers: the browser's is stood in for while a test runs. */
const withServiceWorker = (): void => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
};

/** Takes the connection away (`navigator.onLine`), or gives it back with the browser's `online` event. */
const connection = (online: boolean): void => {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  if (online) window.dispatchEvent(new Event('online'));
};

describe('the service worker registration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    registerSW.mockReset().mockReturnValue(() => Promise.resolve());
    withServiceWorker();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(document, 'readyState');
    Reflect.deleteProperty(navigator, 'onLine');
    appUpdate.dismiss();
  });

  it('waits for the page to load, then 5 s more, so the precache does not compete with the first screen', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    registerServiceWorker();
    vi.advanceTimersByTime(60_000);
    expect(registerSW).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(REGISTER_DELAY_MS - 1);
    expect(registerSW).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registerSW).toHaveBeenCalledTimes(1);
  });

  it('counts from now when the page has already loaded, and registers once', () => {
    registerServiceWorker();
    vi.advanceTimersByTime(REGISTER_DELAY_MS);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(REGISTER_DELAY_MS);
    expect(registerSW).toHaveBeenCalledTimes(1);
  });

  it('offers a new version to the user, who chooses when it takes over', () => {
    const update = vi.fn(() => Promise.resolve());
    registerSW.mockReturnValue(update);
    registerServiceWorker();
    vi.advanceTimersByTime(REGISTER_DELAY_MS);
    expect(appUpdate.pending()).toBeNull();

    registerSW.mock.calls[0]?.[0].onNeedRefresh?.();
    expect(update).not.toHaveBeenCalled();
    void appUpdate.pending()?.();
    expect(update).toHaveBeenCalledWith(true);
  });

  it('offline when the delay ends, registers once the connection returns, and only once', () => {
    connection(false);
    registerServiceWorker();
    vi.advanceTimersByTime(60_000);
    expect(registerSW).not.toHaveBeenCalled();

    connection(true);
    expect(registerSW).toHaveBeenCalledTimes(1);
    connection(true);
    expect(registerSW).toHaveBeenCalledTimes(1);
  });

  it('tries again when the connection returns if it went while the worker’s code was downloading', () => {
    registerServiceWorker();
    vi.advanceTimersByTime(REGISTER_DELAY_MS);
    expect(registerSW).toHaveBeenCalledTimes(1);

    connection(false);
    registerSW.mock.calls[0]?.[0].onRegisterError?.(new TypeError('Failed to fetch dynamically imported module'));
    expect(registerSW).toHaveBeenCalledTimes(1);
    connection(true);
    expect(registerSW).toHaveBeenCalledTimes(2);
  });

  it('registers nothing where the browser has no service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    registerServiceWorker();
    vi.advanceTimersByTime(60_000);
    expect(registerSW).not.toHaveBeenCalled();
  });
});
