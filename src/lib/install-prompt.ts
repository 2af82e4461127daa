/** The event Chromium-based browsers fire when the web app can be installed. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser's offer to install, kept until it is used; null where none was made. */
  offer: BeforeInstallPromptEvent | null;
  /** The app runs on its own (installed), or was installed from this page. */
  installed: boolean;
}

const isStandalone = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * The browser's offer to install the web app, kept from the start. Chromium makes it once per page
 * load, soon after the app starts, whatever screen is open: listened for only by the app-download
 * screen, it was lost unless that screen was the one opened first.
 */
export const createInstallPrompt = (target: Pick<Window, 'addEventListener'>) => {
  let state: InstallState = { offer: null, installed: isStandalone() };
  const listeners = new Set<() => void>();
  const set = (next: Partial<InstallState>): void => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const onOffer = (event: Event): void => {
    // kept for the user's own tap on "Install" (the browser's mini bar is not shown)
    event.preventDefault();
    set({ offer: event as BeforeInstallPromptEvent });
  };
  const onInstalled = (): void => set({ installed: true, offer: null });
  let watching = false;
  return {
    /** Starts listening (once; the app does it as it starts). */
    watch: (): void => {
      if (watching) return;
      watching = true;
      target.addEventListener('beforeinstallprompt', onOffer);
      target.addEventListener('appinstalled', onInstalled);
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (): InstallState => state,
    /** The offer was shown to the user: the browser makes none again on this page. */
    used: (accepted: boolean): void => set({ offer: null, installed: state.installed || accepted }),
    /** Forgets any offer: each component test starts as a new page load would. */
    reset: (): void => set({ offer: null, installed: isStandalone() }),
  };
};

export const installPrompt = createInstallPrompt(window);
