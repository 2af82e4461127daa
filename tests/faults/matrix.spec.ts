import type { Session, Visit } from './browse';
import { callOf, FAULTS, loadCalls, look, readsOf, record, routes, type Discovered, type Fault } from './faults';
import { expect, test } from './lane';
import { aloneSessions, groups, ownCalls, owners } from './plan';

/**
 * Every route under each fault on all the calls it makes, and each call faulted alone on one
 * screen that uses it (see plan.ts). A cell is ok when the screen is not blank, shows no
 * NaN/undefined, throws nothing uncaught, sends no write more than once, and the failure is told:
 * a failed read shows its part with what went wrong and Retry, a 401 the one "session expired"
 * dialog. Faulted alone, the rest of the screen still shows, and Retry asks for the call again.
 */

/**
 * Calls whose failure the screen drawn at first rightly does not announce (docs/reliability.md):
 * the instruments also come from the socket; unread counts are badges; without the display
 * currency's rate totals stay in USD, labelled so; expiries and quick amounts belong to the order
 * sheet, which shows its own failed part when it opens.
 */
const QUIET = new Set([
  'GET /tradesymbol',
  'GET /message/unread',
  'GET /exchangecurrency',
  'GET /orderinfo',
  'GET /quickamountapi',
]);

/** A screen that draws nothing of its own and makes no call. */
const NEUTRAL = '/pages/no-such-screen';

/** Routes per test: each test is one session (one load of the app, then route after route). */
const ROUTE_GROUPS = groups(routes(), 28);
/**
 * How long a screen may take to show what went wrong once its calls have failed (real time). A list
 * that polls (open positions every 5 s) shows loading rows instead of its error while it asks
 * again, and on a loaded machine an intercepted answer can take seconds: the window outlasts one.
 */
const JUDGE_MS = 10_000;

const problemsOf = async (
  session: Session,
  visit: Visit,
  fault: Fault,
  alone: string | null,
  reads: Set<string>,
  own: Set<string>,
): Promise<string[]> => {
  const problems: string[] = [];
  const seen = await look(session.page);
  if (seen.blank) problems.push('blank screen');
  if (seen.garbage) problems.push(`"${seen.garbage}" on screen`);
  for (const message of visit.uncaught) problems.push(`uncaught: ${message}`);
  for (const [call, count] of visit.writes)
    if (count > 1 && !reads.has(call)) problems.push(`${call} sent ${count} times`);
  // a late call of the screen before does not count against this one
  const told = [...visit.faulted.keys()].filter((call) => !QUIET.has(call) && own.has(call));
  if (fault === '401') {
    // the session ends (the token is gone) and the dialog shows at most once
    if (seen.sessionDialogs > 1) problems.push(`${seen.sessionDialogs} session-expired dialogs`);
    if (visit.faulted.size > 0 && (await session.page.evaluate(() => localStorage.getItem('token'))) !== null)
      problems.push('a 401 left the session open');
  } else if (told.length > 0) {
    if (seen.errorParts === 0) problems.push(`no part says ${told.join(', ')} failed`);
    else if (seen.retryable < seen.errorParts) problems.push('a failed part without Retry');
    if (alone && seen.rest.length === 0) problems.push('nothing else of the screen shows');
  }
  return problems;
};

/** Retry on a failed part asks for the call again (each part's Retry is tried, as a user would). */
const retries = async (session: Session, call: string): Promise<boolean> => {
  const buttons = session.page.getByTestId('query-error').getByRole('button', { name: 'Retry' });
  // A list that polls (open positions every 5 s) asks again by itself; while that read is under
  // way its part keeps the error with Retry busy, and a tap waits until Retry can be tapped.
  await buttons
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  for (let index = (await buttons.count()) - 1; index >= 0; index -= 1) {
    const asked = session.page.waitForRequest((request) => callOf(request) === call, { timeout: 10_000 });
    await buttons.nth(index).click();
    if (await asked.then(() => true).catch(() => false)) return true;
  }
  return false;
};

/**
 * After a 401 the user confirms the dialog (back to the "me" tab) and signs in again: the token
 * comes back on a screen that makes no calls, so no screen of the ended session asks again with it.
 */
const signInAgain = async (session: Session): Promise<string[]> => {
  const dialog = session.page.getByTestId('session-expired-dialog');
  const ok = dialog.getByRole('button', { name: 'OK' });
  const problems: string[] = [];
  if (await ok.isVisible()) {
    await ok.click();
    // a confirmed dialog leaves the page; one that stays is unseen yet still announced, and takes
    // every tap meant for the screen beneath it
    if (
      !(await dialog.waitFor({ state: 'detached', timeout: 10_000 }).then(
        () => true,
        () => false,
      ))
    )
      problems.push('the session dialog stayed on the page after OK');
  }
  await session.calm();
  await session.go(NEUTRAL);
  await session.restoreToken();
  return problems;
};

/**
 * Judges one cell as a user would, giving the screen up to JUDGE_MS to show what went wrong (a
 * passing cell is judged at once; only a failing one waits, for a slow render, before it counts).
 */
interface Cell {
  route: string;
  /** `all`, or the one call faulted. */
  call: string;
  fault: Fault;
  /** The call faulted alone on this screen, if any. */
  alone: string | null;
  /** When the screen was opened (real time). */
  since: number;
}

const judge = async (
  session: Session,
  { route, call, fault, alone, since }: Cell,
  visit: Visit,
  found: Discovered,
  failures: string[],
): Promise<void> => {
  const reads = readsOf(found);
  let problems: string[] = [];
  const own = new Set(alone && call !== 'all' ? [alone] : (found.routes.get(route) ?? []));
  if (call === 'all' && alone && fault !== '401') await session.until(() => visit.faulted.has(alone), 3_000);
  if (call === 'all' && alone && fault !== '401' && !visit.faulted.has(alone)) {
    // the screen did not ask for its call (a failed start-up call stopped it): this row does not
    // fault that call alone, and the plan must give it a screen of its own (plan.ts PREFERRED)
    problems.push(`${alone} was not asked, so it is not faulted alone here`);
  }
  if (problems.length === 0)
    await session.until(
      async () => (problems = await problemsOf(session, visit, fault, alone, reads, own)).length === 0,
      JUDGE_MS,
    );
  if (alone && fault !== '401' && !QUIET.has(alone) && problems.length === 0 && !(await retries(session, alone))) {
    const parts = await session.page
      .locator('[data-testid="query-error"], [data-testid="route-error"], [data-testid="app-error"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    problems.push(`Retry did not ask again (parts on screen: ${parts.join(', ') || 'none'})`);
  }
  const ms = Date.now() - since;
  if (fault === '401') problems.push(...(await signInAgain(session)));
  record({ route, call, fault, ok: problems.length === 0, problems, ms });
  if (problems.length) failures.push(`${route} ${call} ${fault}: ${problems.join('; ')}`);
};

for (const fault of FAULTS) {
  ROUTE_GROUPS.forEach((group, index) => {
    test(`${fault} on every call of routes ${index + 1}/${ROUTE_GROUPS.length}`, async ({ lane }) => {
      // written by the discover project, which runs first
      const found = loadCalls();
      const reads = readsOf(found);
      const { byRoute } = owners(found, routes());
      const session = lane.session(fault, (call) => reads.has(call));
      const failures: string[] = [];
      for (const [position, route] of group.entries()) {
        const calls = found.routes.get(route) ?? [];
        const since = Date.now();
        const visit =
          position === 0 ? await session.open(route, calls) : await session.go(route, ownCalls(found, route));
        // a screen that makes one call of its own: this row is that call faulted alone
        const alone = byRoute.find((owner) => owner.route === route)?.call ?? null;
        await judge(session, { route, call: 'all', fault, alone, since }, visit, found, failures);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });

  test(`${fault} on each call alone`, async ({ lane }) => {
    const found = loadCalls();
    const failures: string[] = [];
    for (const cells of aloneSessions(found, owners(found, routes()).alone)) {
      const faulted = new Set(cells.map((one) => one.call));
      const session = lane.session(fault, (call) => faulted.has(call));
      for (const [position, { call, route }] of cells.entries()) {
        const since = Date.now();
        const visit = position === 0 ? await session.open(route, [call]) : await session.go(route, [call]);
        await judge(session, { route, call, fault, alone: call, since }, visit, found, failures);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
