import type { Discovered } from './faults';

/**
 * The suite's matrix, planned from what discovery found:
 * - every route under each fault on all the calls it makes (combined), routes in a few groups,
 *   each group one session (the app loaded once, then route after route);
 * - each call faulted alone on one screen that uses it (the screen is drawn with that call
 *   failed and the others answered). Calls that can be faulted in the same session without
 *   touching each other's screens share one: no screen of a session makes another faulted call.
 */

/** Where a call is faulted alone when the screen with the fewest calls would show little of it. */
const PREFERRED: Record<string, string> = {
  'GET /tradesymbol': '/pages/home/market',
  'GET /userdetail': '/pages/home/assets',
  'GET /optional': '/pages/home/market',
  'GET /home': '/',
  'GET /kline/query/history': '/pages/trade/contract?symbol=btcusdt',
  // its own list screen asks for it only once the instruments (a start-up call) are known
  'GET /trade/Contractorderlist': '/pages/trade/contract?symbol=btcusdt',
};

/** Routes in groups of about `size`, one session each. */
export const groups = (routes: string[], size: number): string[][] => {
  const count = Math.max(1, Math.ceil(routes.length / size));
  return Array.from({ length: count }, (_, index) => routes.filter((_, position) => position % count === index));
};

export interface Alone {
  call: string;
  route: string;
}

/** The calls a route makes itself (the app's start-up calls are made once, not per screen). */
export const ownCalls = (found: Discovered, route: string): string[] =>
  (found.routes.get(route) ?? []).filter((call) => !found.shell.includes(call));

/**
 * The screen each call is faulted alone on: the preferred one, else one that makes only that call,
 * else the one with fewest calls. On a screen that makes only that call, the route's own row
 * already faults it alone (every call of the route at once is that one call), so it needs no visit
 * of its own (`byRoute`); the others are visited with only that call faulted (`alone`).
 */
export const owners = (found: Discovered, order: string[]): { alone: Alone[]; byRoute: Alone[] } => {
  const calls = [...new Set([...found.routes.values()].flat())].sort();
  const alone: Alone[] = [];
  const byRoute: Alone[] = [];
  for (const call of calls) {
    const users = order.filter((route) => found.routes.get(route)?.includes(call));
    const only = (route: string): boolean => !found.shell.includes(call) && ownCalls(found, route).length === 1;
    const preferred = PREFERRED[call];
    const route =
      preferred && users.includes(preferred)
        ? preferred
        : (users.find(only) ?? [...users].sort((a, b) => found.routes.get(a)!.length - found.routes.get(b)!.length)[0]);
    if (route && only(route)) byRoute.push({ call, route });
    else if (route) alone.push({ call, route });
  }
  return { alone, byRoute };
};

/** Calls faulted alone, in sessions where no screen of the session makes another faulted call. */
export const aloneSessions = (found: Discovered, cells: Alone[]): Alone[][] => {
  const uses = (route: string, call: string): boolean => found.routes.get(route)?.includes(call) ?? false;
  const clash = (a: Alone, b: Alone): boolean => uses(a.route, b.call) || uses(b.route, a.call);
  const sessions: Alone[][] = [];
  // the most entangled first (greedy colouring)
  const sorted = [...cells].sort(
    (a, b) => cells.filter((other) => clash(b, other)).length - cells.filter((other) => clash(a, other)).length,
  );
  for (const cell of sorted) {
    const session = sessions.find((candidate) => candidate.every((other) => !clash(cell, other)));
    if (session) session.push(cell);
    else sessions.push([cell]);
  }
  return sessions;
};
