import { useSyncExternalStore } from 'react';

/**
 * The sign-in token. It lives in localStorage under `token`, exactly where the provider's tooling
 * expects it; a user is signed in if and only if it is there.
 */
const TOKEN_KEY = 'token';
const listeners = new Set<() => void>();

const read = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

const notify = (): void => {
  for (const listener of listeners) listener();
};

export const getToken = (): string | null => read();

export const setToken = (token: string): void => {
  window.localStorage.setItem(TOKEN_KEY, token);
  notify();
};

export const clearToken = (): void => {
  window.localStorage.removeItem(TOKEN_KEY);
  notify();
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Re-renders when the user signs in or out, in this tab or another. */
export const useToken = (): string | null => useSyncExternalStore(subscribe, read, () => null);

export const useIsSignedIn = (): boolean => useToken() !== null;
