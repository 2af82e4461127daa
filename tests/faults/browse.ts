import type { Page, Request, Route } from '@playwright/test';
import { callOf, inject, type Fault } from './faults';

/**
 * One browsing session of the fault suite on the worker's page (lane.ts): the app is loaded afresh
 * under a fault (applied to the calls a predicate picks, from the first request on), then each
 * route is opened the way the app opens it — the hash changes, the screen's code and calls load —
 * and judged. The page, its browser context and its cache live as long as the worker, so a session
 * costs one reload, and a route a hash change.
 *
 * Time is fake (page.clock): a hang is never answered and the page clock is pushed past the
 * app's 10 s time-out; retries of a lost connection run the same way, without real waiting.
 * Nothing here sleeps for a fixed time: every wait ends on an event (a request starts or ends, the
 * screen changes) or when the network has been quiet for a short spell.
 */
export interface Visit {
  /** API calls (`GET /userdetail`) requested while the route was open. */
  calls: Set<string>;
  /** Calls answered with the fault. */
  faulted: Map<string, number>;
  /** Uncaught errors while the route was open. */
  uncaught: string[];
  /** Non-GET calls and how many times each was sent. */
  writes: Map<string, number>;
}

const newVisit = (): Visit => ({ calls: new Set(), faulted: new Map(), uncaught: [], writes: new Map() });

/** Real time passes (the page's own timers are fake). */
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the network must stay quiet before the screen is taken as drawn. */
const QUIET_MS = 150;

/** Is the screen still loading: its code (the route progress bar), a skeleton, a spinner? */
const loadingOnScreen = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const root = document.querySelector('#root');
    if (!root || root.childElementCount === 0) return true;
    return (
      document.querySelector(
        '[data-testid="route-progress"], .chakra-skeleton, .chakra-spinner, [aria-busy="true"]',
      ) !== null
    );
  });

/** Has the app replaced the HTML's boot shell (index.html's `.boot`, shown until the app renders)? */
const appStarted = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.querySelector('#root > *') !== null && document.querySelector('#root > .boot') === null);

/**
 * A fresh load of the app on `route` (a new document: nothing of the last session in memory). On a
 * page already showing the app the hash is set without the app seeing it, then the page reloads.
 */
export const loadApp = async (page: Page, route: string): Promise<void> => {
  if (!page.url().startsWith('http')) {
    await page.goto(`/#${route}`);
    return;
  }
  await page.evaluate((hash) => history.replaceState(null, '', hash), `#${route}`);
  await page.reload();
};

const WORKER_SCRIPT = /\.worker-[^/]*\.js$/;

export class Session {
  private visit = newVisit();
  private readonly inFlight = new Set<Request>();
  private readonly held = new Set<Request>();
  private started = 0;
  private lastActivity = Date.now();
  private readonly detachers: (() => void)[] = [];

  readonly page: Page;
  private readonly fault: Fault | null;
  private readonly faulted: (call: string) => boolean;

  constructor(page: Page, fault: Fault | null, faulted: (call: string) => boolean) {
    this.page = page;
    this.fault = fault;
    this.faulted = faulted;
    const onRequest = (request: Request): void => {
      this.started += 1;
      this.lastActivity = Date.now();
      // The app's worker scripts (Vite names them *.worker-<hash>.js: the market feed's) are no call
      // of a screen, and a worker ended while its script loads (a 401 signs the user out as the app
      // starts) leaves that request unfinished for good: it is not waited for.
      if (!WORKER_SCRIPT.test(new URL(request.url()).pathname)) this.inFlight.add(request);
      const call = callOf(request);
      if (!call) return;
      this.visit.calls.add(call);
      if (!call.startsWith('GET ')) this.visit.writes.set(call, (this.visit.writes.get(call) ?? 0) + 1);
    };
    const done = (request: Request): void => {
      this.lastActivity = Date.now();
      this.inFlight.delete(request);
      this.held.delete(request);
    };
    const onError = (error: Error): void => void this.visit.uncaught.push(error.message);
    page.on('request', onRequest);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('pageerror', onError);
    this.detachers.push(() => {
      page.off('request', onRequest);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      page.off('pageerror', onError);
    });
  }

  /** Loads the app afresh (nothing cached) on its first route, with this session's fault in place. */
  async open(route: string, expected: string[] = []): Promise<Visit> {
    this.visit = newVisit();
    await loadApp(this.page, route);
    return this.settle(expected);
  }

  /**
   * Opens a route as the app does (a hash change) and lets it run into its faults; `expected` are
   * the calls the screen makes (discovery), waited for before it is judged.
   */
  async go(route: string, expected: string[] = []): Promise<Visit> {
    this.visit = newVisit();
    await this.page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${route}`);
    return this.settle(expected);
  }

  /** Stops listening to the page (the next session of the worker listens afresh). */
  detach(): void {
    for (const detach of this.detachers.splice(0)) detach();
  }

  /** Signs in again after a 401 ended the session (the token is all the app keeps). */
  async restoreToken(): Promise<void> {
    await this.page.evaluate(() => localStorage.setItem('token', 'fault-suite-token'));
  }

  /** The fault for one intercepted call, or the real answer (lane.ts routes every API call here). */
  async answer(intercepted: Route): Promise<void> {
    const request = intercepted.request();
    const call = callOf(request);
    if (this.fault && call && this.faulted(call)) {
      this.visit.faulted.set(call, (this.visit.faulted.get(call) ?? 0) + 1);
      if (this.fault === 'hang') this.held.add(request);
      return inject(intercepted, this.fault);
    }
    return intercepted.fallback();
  }

  private busy(): boolean {
    return [...this.inFlight].some((request) => !this.held.has(request));
  }

  /** Nothing loading but the held (hung) calls, and the network quiet for `ms`. */
  private quiet(ms = QUIET_MS): boolean {
    return !this.busy() && Date.now() - this.lastActivity >= ms;
  }

  /** Polls `done` every few milliseconds of real time until it holds or `ms` pass. */
  async until(done: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await done()) return true;
      await pause(25);
    }
    return done();
  }

  /** Waits until nothing is loading but the held (hung) calls, for a short quiet spell. */
  async calm(): Promise<void> {
    await this.until(() => this.quiet(), 8_000);
  }

  /**
   * Discovery: the screen has drawn what a healthy provider gives it — no progress bar, skeleton or
   * spinner, and the network quiet for a second (a screen whose live parts keep a skeleton is taken
   * as drawn once the network has been quiet for two). Neither holds before the app has replaced
   * the HTML's boot shell. The quiet spell is long because a screen asks for its data from its
   * effects, after React has committed it, and on a busy machine that can come several hundred
   * milliseconds after the screen is on the page: a short spell would miss those calls. With
   * `asks`, the screen is known to ask for something, and is not drawn before it has.
   */
  async drawn({ asks = false }: { asks?: boolean } = {}): Promise<void> {
    await this.until(
      async () =>
        (!asks || this.visit.calls.size > 0) &&
        (await appStarted(this.page)) &&
        ((this.quiet(1_000) && !(await loadingOnScreen(this.page))) || this.quiet(2_000)),
      20_000,
    );
  }

  /**
   * Lets the screen draw: its code loads (the route progress bar goes), the calls it makes are
   * asked for (all of them, or as many as follow from the failed ones: the network goes quiet) and
   * nothing is loading any more. Under a hang or a lost connection the page clock is then pushed
   * past the time-out and the read retries (a lost connection is retried twice, after 1 s and
   * 2 s) until a push starts nothing new. Other faults fail at once and are never retried.
   */
  private async settle(expected: string[]): Promise<Visit> {
    const t0 = Date.now();
    const trace = (phase: string): void => {
      if (process.env.FAULT_TRACE) console.log(`${this.fault ?? 'none'} ${phase} +${Date.now() - t0} ms`);
    };
    await this.until(
      () =>
        this.page.evaluate(
          () =>
            !document.querySelector('[data-testid="route-progress"]') && document.querySelector('#root > *') !== null,
        ),
      15_000,
    );
    trace('drawn');
    // a call not asked yet gets a longer quiet spell: the screen may still be loading its texts
    await this.until(
      () => expected.every((call) => this.visit.calls.has(call)) || this.quiet(expected.length > 0 ? 600 : QUIET_MS),
      10_000,
    );
    trace('asked');
    await this.calm();
    trace('calm');
    if (this.fault !== 'hang' && this.fault !== 'offline') return this.visit;
    for (let round = 0; round < 4; round += 1) {
      const before = this.started;
      await this.page.clock.fastForward(11_000);
      // what the push started (a retry, a follow-up call) has begun and ended
      await this.until(() => this.started > before && this.quiet(), 150);
      await this.calm();
      if (this.started === before) break;
    }
    trace('clock');
    return this.visit;
  }
}
