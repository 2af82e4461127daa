/**
 * msw's floor for bench:demo: msw alone in the browser, as its authors intend (its service worker and
 * `setupWorker` on the page), with one handler that answers GET /api/userdetail at once with the
 * body the bench put in sessionStorage (the demo's own answer). Nothing else runs on the page, so
 * the time a call takes here is what msw's path costs, with no app, sandbox or contract check.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';

const body = sessionStorage.getItem('msw-floor-answer') ?? '{}';
const worker = setupWorker(
  http.get('/api/userdetail', () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })),
);
await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
document.documentElement.dataset.sandbox = 'ready';
