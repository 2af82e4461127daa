import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { routePaths } from '../e2e/route-list';

/**
 * The fault suite's vocabulary: the routes, the faults, how a fault is injected into one call, and
 * how a screen is judged. Used by discover.spec.ts, matrix.spec.ts and writes.spec.ts.
 */
export const ALL_FAULTS = ['5xx', '401', '403', 'html', 'truncated', 'hang', 'offline'] as const;
export type Fault = (typeof ALL_FAULTS)[number];
/** The faults this run injects: all of them, or those FAULT_KINDS names (`FAULT_KINDS=hang,offline`). */
export const FAULTS: readonly Fault[] = ((only) =>
  only ? ALL_FAULTS.filter((fault) => only.includes(fault)) : ALL_FAULTS)(
  process.env.FAULT_KINDS?.split(',').map((kind) => kind.trim()),
);

export const OUT = resolve(import.meta.dirname, '../../reports/faults');
const CALLS = join(OUT, 'calls');
const ROWS = join(OUT, 'rows.jsonl');

/** Every route of the route table, with the query a screen needs to show something. */
const QUERY: Record<string, string> = {
  '/pages/trade': '?symbol=btcusdt',
  '/pages/trade/contract': '?symbol=btcusdt',
  '/pages/recharge': '?id=11',
  '/pages/message/detail': '?id=1&type=1',
  '/pages/message/notifyrecords': '?type=2',
  '/pages/trade/orderdetail': '?id=7731&status=1',
  '/pages/lever/orderList': '?symbol=btcusdt',
  '/pages/trade/stakingdetails': '?id=1',
};

export const routes = (): string[] => {
  const paths = routePaths();
  const only = process.env.FAULT_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  return paths.filter((path) => !only || only.includes(path)).map((path) => `${path}${QUERY[path] ?? ''}`);
};

export const slug = (route: string): string => route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';

/** `GET /userdetail` for an API call (the candle history counts as an API call too). */
export const callOf = (request: Request): string | null => {
  const url = new URL(request.url());
  const path = url.pathname.startsWith('/api/')
    ? url.pathname.slice(4)
    : url.pathname.startsWith('/kline/')
      ? url.pathname
      : null;
  return path === null ? null : `${request.method()} ${path}`;
};

export const isApiUrl = (url: URL): boolean => url.pathname.startsWith('/api/') || url.pathname.startsWith('/kline/');

/** Answers one call with a fault. `hang` never answers (the app's own 10 s time-out ends it, on the page clock). */
export const inject = async (route: Route, fault: Fault): Promise<void> => {
  switch (fault) {
    case '5xx':
      return route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<html><body><h1>503 Service Unavailable</h1></body></html>',
      });
    case '401':
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ status: 401, message: 'Unauthenticated.' }),
      });
    case '403':
      return route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: 403, message: 'Refused by the fault suite' }),
      });
    case 'html':
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><body><h1>Maintenance</h1></body></html>',
      });
    case 'truncated': {
      try {
        const response = await route.fetch();
        const text = await response.text();
        return await route.fulfill({ response, body: text.slice(0, Math.max(1, Math.floor(text.length / 2))) });
      } catch {
        return; // the page went away while the real answer was read
      }
    }
    case 'hang':
      return; // held until the page goes away
    case 'offline':
      return route.abort('internetdisconnected');
  }
};

export interface Look {
  /** Nothing on screen but the tab bar. */
  blank: boolean;
  garbage: string | null;
  /** Parts that say what went wrong (a failed read, a route's or the app's error screen). */
  errorParts: number;
  /** Error parts that offer Retry (or Reload, for a screen whose code failed to load). */
  retryable: number;
  /** Text on screen outside the error parts and the tab bar: what the screen could still show. */
  rest: string;
  /** Open "session expired" dialogs. */
  sessionDialogs: number;
}

/** What a user sees: is the screen blank, broken, and does a failed part say so with Retry? */
export const look = async (page: Page): Promise<Look> =>
  page.evaluate(() => {
    const visible = (element: Element): boolean =>
      (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0;
    const root = document.querySelector<HTMLElement>('#root');
    const text = root?.innerText ?? '';
    const nav = root?.querySelector<HTMLElement>('nav')?.innerText ?? '';
    const parts = [
      ...document.querySelectorAll(
        '[data-testid="query-error"], [data-testid="route-error"], [data-testid="app-error"]',
      ),
    ].filter(visible);
    const retryable = parts.filter((part) =>
      [...part.querySelectorAll('button')].some((button) => /^(Retry|Reload)$/.test(button.textContent?.trim() ?? '')),
    ).length;
    let rest = text.replace(nav, '');
    for (const part of parts) rest = rest.replace((part as HTMLElement).innerText, '');
    const body = document.body.innerText;
    return {
      blank: text.replace(nav, '').trim().length === 0,
      garbage: /\bNaN\b|\bundefined\b|\[object Object\]/.exec(body)?.[0] ?? null,
      errorParts: parts.length,
      retryable,
      rest: rest.trim().slice(0, 200),
      sessionDialogs: [...document.querySelectorAll('[data-testid="session-expired-dialog"]')].filter(visible).length,
    };
  });

/** Calls each route makes to draw itself (discover.spec.ts), plus those the app makes at start. */
export interface Discovered {
  /** Made once when the app starts (above the router), so part of every route. */
  shell: string[];
  routes: Map<string, string[]>;
}

export const saveCalls = (route: string, calls: string[], shell: string[]): void => {
  mkdirSync(CALLS, { recursive: true });
  writeFileSync(join(CALLS, `${slug(route)}.json`), JSON.stringify({ route, calls, shell }));
};

/** Every call some screen makes to draw itself: reads, whatever their method. */
export const readsOf = (found: Discovered): Set<string> =>
  new Set([...found.shell, ...[...found.routes.values()].flat()]);

export const loadCalls = (): Discovered => {
  const found: Discovered = { shell: [], routes: new Map() };
  if (!existsSync(CALLS)) return found;
  for (const file of readdirSync(CALLS)) {
    const { route, calls, shell } = JSON.parse(readFileSync(join(CALLS, file), 'utf8')) as {
      route: string;
      calls: string[];
      shell: string[];
    };
    found.shell = [...new Set([...found.shell, ...shell])].sort();
    found.routes.set(route, [...new Set([...shell, ...calls])].sort());
  }
  return found;
};

export interface Row {
  route: string;
  /** `all` (every call the route makes) or the one call faulted. */
  call: string;
  fault: Fault;
  ok: boolean;
  problems: string[];
  /** Real time from opening the screen to its verdict. */
  ms?: number;
}

export const record = (row: Row): void => {
  mkdirSync(OUT, { recursive: true });
  appendFileSync(ROWS, `${JSON.stringify(row)}\n`);
};

export const readRows = (): Row[] =>
  existsSync(ROWS)
    ? readFileSync(ROWS, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Row)
    : [];
