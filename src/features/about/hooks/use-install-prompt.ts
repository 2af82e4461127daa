import { useSyncExternalStore } from 'react';
import { installPrompt } from '../../../lib/install-prompt';

/**
 * Install the web app where the browser allows it: `install` is set while the browser's offer
 * (kept since the app started) is unused; `installed` when the app already runs on its own or was
 * just installed.
 */
export const useInstallPrompt = () => {
  const { offer, installed } = useSyncExternalStore(installPrompt.subscribe, installPrompt.get);
  const install = offer
    ? async (): Promise<void> => {
        await offer.prompt();
        const choice = await offer.userChoice;
        installPrompt.used(choice.outcome === 'accepted');
      }
    : null;
  return { install, installed } as const;
};
