import { rmSync } from 'node:fs';
import { FAULTS, loadCalls, OUT, readRows, routes } from './faults';
import { owners } from './plan';

/** Global set-up: a fresh results folder. Global tear-down: the matrix, route × fault → ok. */
export const clear = (): void => rmSync(OUT, { recursive: true, force: true });

export default function printMatrix(): void {
  const rows = readRows();
  if (rows.length === 0) return;
  const keyOf = (route: string, call: string): string => (call === 'all' ? route : `${route}  [${call}]`);
  const keys = [...new Set(rows.map((row) => keyOf(row.route, row.call)))].sort();
  const width = Math.max(...keys.map((key) => key.length), 10);
  const lines = [`${'route (call faulted alone)'.padEnd(width)}  ${FAULTS.map((fault) => fault.padEnd(10)).join('')}`];
  for (const key of keys) {
    const cells = FAULTS.map((fault) => {
      const row = rows.find((candidate) => keyOf(candidate.route, candidate.call) === key && candidate.fault === fault);
      return (row ? (row.ok ? 'ok' : 'FAIL') : '-').padEnd(10);
    });
    lines.push(`${key.padEnd(width)}  ${cells.join('')}`);
  }
  const found = loadCalls();
  const { alone, byRoute } = owners(found, routes());
  const routeRows = rows.filter((row) => row.call === 'all').length;
  const writeRows = rows.filter(
    (row) => row.call !== 'all' && !row.call.startsWith('GET ') && !alone.some((one) => one.call === row.call),
  ).length;
  const failed = rows.filter((row) => !row.ok);
  lines.push(
    '',
    `${rows.length} cells (${routeRows} route × fault with all its calls faulted, ${rows.length - routeRows - writeRows} call × fault alone, ${writeRows} write × fault): ${rows.length - failed.length} ok, ${failed.length} failed`,
    `${alone.length + byRoute.length} calls, each faulted alone on one screen: ${alone.length} in rows of their own, ${byRoute.length} on a screen that makes only that call (its route row): ${byRoute.map((one) => `${one.call} on ${one.route}`).join(', ')}`,
  );
  for (const row of failed) lines.push(`  ${row.route} ${row.call} ${row.fault}: ${row.problems.join('; ')}`);
  console.log(`\nFault matrix (route × fault → ok)\n${lines.join('\n')}`);
}
