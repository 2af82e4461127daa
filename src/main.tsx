import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { App, preloadScreen } from './app/router';
import { FullPageLoader } from './app/layouts';
import { initI18n } from './i18n/i18n';
import { registerServiceWorker } from './app/service-worker';
import { installPrompt } from './lib/install-prompt';
import { getToken } from './lib/session';
import { preloadLiveMarket } from './app/market-provider';
import { loadContractCheck } from './api/contract-check';

void initI18n();
preloadScreen(window.location.hash);
// a signed-in user's first screen asks for data at once: the live market's code and its feed worker
// start with the app (the socket opens as soon as the market does), and so does the check of the answers
if (getToken() !== null) {
  preloadLiveMarket();
  void loadContractCheck();
}
// the browser offers installation once, early, whatever screen is open: kept for the download screen
installPrompt.watch();
// the production build only: in development every change must reach the page at once (and in the
// demo build msw's worker holds the page)
if (import.meta.env.PROD && import.meta.env.VITE_SANDBOX_IN_BROWSER !== 'true') registerServiceWorker();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
// the first render as a transition: React renders in slices of a few milliseconds and lets the
// browser in between (paint, input, the arriving scripts), where a plain render holds the main thread
// for the whole tree; the HTML's shell stays on screen until the first screen is ready (interleaved
// runs with and without it: docs/benchmarks.md, bench:lighthouse)
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <Suspense fallback={<FullPageLoader />}>
          <App />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
});
