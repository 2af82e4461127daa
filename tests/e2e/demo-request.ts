import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The demo build has no server to call: its sandbox lives in the page (msw). On the `demo` project
 * the flows' `request` is this stand-in, which sends each call from the test's own page, where msw
 * answers it with the same sandbox the app uses (the flows' helpers stay as they are). The page is
 * opened on the demo first if it is not yet; the URL's origin is dropped (msw answers /api and
 * /__sandbox on the page's origin).
 */
interface Answer {
  status: number;
  text: string;
}

interface Options {
  method?: string;
  headers?: Record<string, string>;
  data?: unknown;
}

export function pageRequest(page: Page): APIRequestContext {
  const ready = async (): Promise<void> => {
    // another address than the app's routes (`./#/…`), so opening one later loads the page again
    // (with the test's seeded storage) instead of only changing its hash
    if (page.url() === 'about:blank') await page.goto('./?calls');
    // msw answers the page's calls once it has started (demo-start.ts marks the page then): its
    // service worker may control the page a moment earlier, and a call made in that moment would
    // reach the static server
    await page.waitForFunction(() => document.documentElement.dataset.sandbox === 'ready');
  };
  const send = async (url: string, options: Options = {}): Promise<Answer> => {
    await ready();
    const parsed = new URL(url, 'http://page.invalid');
    const path = `${parsed.pathname}${parsed.search}`;
    return page.evaluate(
      async ({ path, method, headers, body }) => {
        const response = await fetch(path, {
          method,
          headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
          body,
        });
        return { status: response.status, text: await response.text() };
      },
      {
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        body: options.data === undefined ? undefined : JSON.stringify(options.data),
      },
    );
  };
  const response = (answer: Answer) => ({
    ok: () => answer.status >= 200 && answer.status < 300,
    status: () => answer.status,
    text: () => Promise.resolve(answer.text),
    json: () => Promise.resolve(JSON.parse(answer.text) as unknown),
  });
  const stand = {
    post: async (url: string, options: Options = {}) => response(await send(url, { ...options, method: 'POST' })),
    get: async (url: string, options: Options = {}) => response(await send(url, { ...options, method: 'GET' })),
    fetch: async (url: string, options: Options = {}) => response(await send(url, options)),
  };
  return stand as unknown as APIRequestContext;
}
