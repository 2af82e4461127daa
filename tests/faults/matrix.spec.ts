import { expect, test, type Page, type Request } from '@playwright/test';
import { callOf, FAULTS, inject, isApiUrl, judge, loadCalls, prepare, record, routes, settle, type Fault } from './faults';

/**
 * Every route under every fault of the calls it needs to draw (all of them at once), and every call
 * faulted alone on the first route that makes it. A screen passes when it is not blank, shows no
 * NaN/undefined, throws nothing uncaught, and sends no write more than once.
 */
const run = async (page: Page, route: string, faulted: (call: string) => boolean, fault: Fault, expected: number): Promise<string[]> => {
  const problems: string[] = [];
  const uncaught: string[] = [];
  const writes = new Map<string, number>();
  let hit = 0;
  const onError = (error: Error): void => void uncaught.push(error.message);
  const onRequest = (request: Request): void => {
    const call = callOf(request);
    if (call && !call.startsWith('GET ')) writes.set(call, (writes.get(call) ?? 0) + 1);
  };
  page.on('pageerror', onError);
  page.on('request', onRequest);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(
    (url) => isApiUrl(url),
    async (intercepted) => {
      const call = callOf(intercepted.request());
      if (call && faulted(call)) {
        hit += 1;
        return inject(intercepted, fault);
      }
      return intercepted.fallback();
    },
  );
  await page.goto('about:blank');
  await page.goto(`/#${route}`);
  await settle(page, () => hit >= expected);
  const verdict = await judge(page);
  if (verdict.blank) problems.push('blank screen');
  if (verdict.garbage) problems.push(`"${verdict.garbage}" on screen`);
  for (const message of uncaught) problems.push(`uncaught: ${message}`);
  for (const [call, count] of writes) if (count > 1) problems.push(`${call} sent ${count} times`);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  return problems;
};

const allRoutes = routes();
/** Each call is faulted alone on the first route (in route-table order) that makes it. */
const owner = (calls: Map<string, string[]>, call: string): string | undefined => allRoutes.find((route) => calls.get(route)?.includes(call));

for (const route of allRoutes) {
  test(`faults on ${route}`, async ({ page }) => {
    test.setTimeout(20 * 60_000);
    // written by the discover project, which runs first
    const calls = loadCalls();
    const needed = calls.get(route) ?? [];
    await page.clock.install();
    await prepare(page);
    const failures: string[] = [];
    for (const fault of FAULTS) {
      const problems = await run(page, route, (call) => call.startsWith('GET '), fault, needed.length);
      record({ route, call: 'all', fault, ok: problems.length === 0, problems });
      if (problems.length) failures.push(`${fault} on every call: ${problems.join('; ')}`);
    }
    const own = needed.filter((call) => owner(calls, call) === route && needed.length > 1);
    for (const call of own) {
      for (const fault of FAULTS) {
        const problems = await run(page, route, (candidate) => candidate === call, fault, 1);
        record({ route, call, fault, ok: problems.length === 0, problems });
        if (problems.length) failures.push(`${fault} on ${call}: ${problems.join('; ')}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
