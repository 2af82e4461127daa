import type { Page, Request, Route } from '@playwright/test';
import { callOf, inject, isApiUrl, type Fault } from './faults';

/**
 * One browsing session of the fault suite: the app is loaded once under a fault (applied to the
 * calls a predicate picks, from the first request on), then each route is opened the way the app
 * opens it — the hash changes, the screen's code and calls load — and judged. Loading the app once
 * per session instead of once per cell is what makes the suite fit its time budget: a fresh load
 * costs about two seconds on a busy machine, a route change a fraction of that.
 *
 * Time is fake (page.clock): a hang is never answered and the page clock is pushed past the
 * app's 10 s time-out; retries of a lost connection run the same way, without real waiting.
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

export class Session {
  private visit = newVisit();
  private readonly inFlight = new Set<Request>();
  private readonly held = new Set<Request>();
  private started = 0;

  readonly page: Page;
  private readonly fault: Fault | null;
  private readonly faulted: (call: string) => boolean;

  constructor(page: Page, fault: Fault | null, faulted: (call: string) => boolean) {
    this.page = page;
    this.fault = fault;
    this.faulted = faulted;
    page.on('request', (request) => {
      this.started += 1;
      this.inFlight.add(request);
      const call = callOf(request);
      if (!call) return;
      this.visit.calls.add(call);
      if (!call.startsWith('GET ')) this.visit.writes.set(call, (this.visit.writes.get(call) ?? 0) + 1);
    });
    const done = (request: Request): void => {
      this.inFlight.delete(request);
      this.held.delete(request);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('pageerror', (error) => this.visit.uncaught.push(error.message));
  }

  /** Installs the fault and the fake clock, then loads the app on its first route. */
  async open(route: string, expected: string[] = []): Promise<Visit> {
    await this.page.clock.install();
    await this.page.route((url) => isApiUrl(url), (intercepted) => this.answer(intercepted));
    await this.page.goto(`/#${route}`);
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

  /** Signs in again after a 401 ended the session (the token is all the app keeps). */
  async restoreToken(): Promise<void> {
    await this.page.evaluate(() => localStorage.setItem('token', 'fault-suite-token'));
  }

  /** Makes every cached answer stale, so the next screen asks for all it needs again. */
  async ageCache(): Promise<void> {
    await this.page.clock.fastForward(31_000);
  }

  private async answer(intercepted: Route): Promise<void> {
    const request = intercepted.request();
    const call = callOf(request);
    if (this.fault && call && this.faulted(call)) {
      this.visit.faulted.set(call, (this.visit.faulted.get(call) ?? 0) + 1);
      if (this.fault === 'hang') this.held.add(request);
      return inject(intercepted, this.fault);
    }
    return intercepted.fallback();
  }

  /** Waits until nothing is loading but the held (hung) calls, for a short quiet spell. */
  async calm(): Promise<void> {
    const until = Date.now() + 8_000;
    let calmSince = 0;
    while (Date.now() < until) {
      const busy = [...this.inFlight].some((request) => !this.held.has(request));
      if (busy) calmSince = 0;
      else if (calmSince === 0) calmSince = Date.now();
      else if (Date.now() - calmSince >= 100) return;
      await this.page.waitForTimeout(30);
    }
  }

  /** Polls (on real time: the page's timers are fake) until `done` or `ms` pass. */
  private async until(done: () => boolean | Promise<boolean>, ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (Date.now() < end && !(await done())) await this.page.waitForTimeout(40);
  }

  /**
   * Lets the screen draw: its code loads (the route progress bar goes), the calls it makes are
   * asked for (all of them, or those that follow from a failed one within 3 s) and nothing is
   * loading any more. Under a hang or a lost connection the page clock is then pushed past the
   * time-out and the read retries (a lost connection is retried twice, after 1 s and 2 s) until a
   * push starts nothing new. Other faults fail at once and are never retried.
   */
  private async settle(expected: string[]): Promise<Visit> {
    const progress = this.page.getByTestId('route-progress');
    await this.page.waitForTimeout(40);
    await this.until(async () => (await progress.count()) === 0 && (await this.page.locator('#root > *').count()) > 0, 15_000);
    let firstSeen = 0;
    await this.until(() => {
      const seen = expected.filter((call) => this.visit.calls.has(call)).length;
      if (seen > 0 && firstSeen === 0) firstSeen = Date.now();
      return seen === expected.length || (firstSeen > 0 && Date.now() - firstSeen > 3_000);
    }, 10_000);
    await this.calm();
    const busy = async (): Promise<boolean> => (await this.page.locator('[aria-busy="true"]').count()) > 0;
    if (this.fault !== 'hang') await this.until(async () => !(await busy()), 5_000);
    if (this.fault !== 'hang' && this.fault !== 'offline') return this.visit;
    for (let round = 0; round < 4; round += 1) {
      const before = this.started;
      await this.page.clock.fastForward(11_000);
      await this.page.waitForTimeout(50);
      await this.calm();
      if (this.started === before && !(await busy())) break;
    }
    return this.visit;
  }
}
