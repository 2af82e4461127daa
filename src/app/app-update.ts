/**
 * A new version of the app waiting to take over (the service worker has it ready). The service
 * worker registration offers it here; the status bar asks the user, who chooses when to reload, so a
 * form being filled in is never lost to an update.
 */
type Listener = () => void;

let pending: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();
const notify = (): void => {
  for (const listener of listeners) listener();
};

export const appUpdate = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The function that activates the waiting version and reloads, or null when none waits. */
  pending: (): (() => Promise<void>) | null => pending,
  offer: (apply: () => Promise<void>): void => {
    pending = apply;
    notify();
  },
  dismiss: (): void => {
    pending = null;
    notify();
  },
};
