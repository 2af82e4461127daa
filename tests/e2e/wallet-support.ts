/** Helpers of the money screens' browser tests on static Prism. */
import type { Page, Request, Route } from '@playwright/test';

/** Picks a named Prism scenario for one path (exactly that path, not others sharing its prefix). */
export const prefer = (page: Page, path: string, value: string) =>
  page.route(new RegExp(`/api/${path}(\\?|$)`), (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: value } }),
  );

/** Every request the app sends to one path. */
export const capture = (page: Page, path: string): Request[] => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${path}`) seen.push(request);
  });
  return seen;
};

/** A 1×1 PNG, as a phone photo stand-in. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
