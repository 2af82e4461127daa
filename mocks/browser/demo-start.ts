/**
 * Imported first by the app's entry in the demo build and `npm run start:browser` (vite-plugin.ts
 * adds the import): its top-level await holds the app's own code until msw's worker answers, while
 * the app's modules download alongside. Then the demo panel (never in the production build). The
 * sandbox itself runs in a dedicated worker (start.ts).
 */
import { startBrowserSandbox } from './start.ts';

await startBrowserSandbox();
// msw answers this page from now on (its service worker may control the page a moment before that)
document.documentElement.dataset.sandbox = 'ready';
void import('./demo-panel.ts').then((panel) => panel.mountDemoPanel());
