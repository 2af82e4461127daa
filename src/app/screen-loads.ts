import { useSyncExternalStore } from 'react';

/**
 * The screens whose code is downloading: what the route progress bar shows. A screen's download
 * starts while React renders the navigation, so listeners hear of it in a microtask, never during
 * that render.
 */
let pending = 0;
const listeners = new Set<() => void>();
const notify = (): void => {
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
};

/** Counts `load` as a screen download until it settles. */
export const trackScreenLoad = <T>(load: Promise<T>): Promise<T> => {
  pending += 1;
  notify();
  return load.finally(() => {
    pending -= 1;
    notify();
  });
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a screen's code is downloading. */
export const useScreenLoading = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
