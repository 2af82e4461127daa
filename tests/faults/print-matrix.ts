import { rmSync } from 'node:fs';
import { FAULTS, OUT, readRows } from './faults';

/** Global set-up: a fresh results folder. Global tear-down: the matrix, route × fault → ok. */
export const clear = (): void => rmSync(OUT, { recursive: true, force: true });

export default function printMatrix(): void {
  const rows = readRows();
  if (rows.length === 0) return;
  const keyOf = (route: string, call: string): string => (call === 'all' ? route : `${route}  [${call}]`);
  const keys = [...new Set(rows.map((row) => keyOf(row.route, row.call)))];
  const width = Math.max(...keys.map((key) => key.length), 10);
  const lines = [`${'route (call)'.padEnd(width)}  ${FAULTS.map((fault) => fault.padEnd(10)).join('')}`];
  for (const key of keys) {
    const cells = FAULTS.map((fault) => {
      const row = rows.find((candidate) => keyOf(candidate.route, candidate.call) === key && candidate.fault === fault);
      return (row ? (row.ok ? 'ok' : 'FAIL') : '-').padEnd(10);
    });
    lines.push(`${key.padEnd(width)}  ${cells.join('')}`);
  }
  const failed = rows.filter((row) => !row.ok);
  lines.push('', `${rows.length} cells, ${rows.length - failed.length} ok, ${failed.length} failed`);
  for (const row of failed) lines.push(`  ${row.route} ${row.call} ${row.fault}: ${row.problems.join('; ')}`);
  console.log(`\nFault matrix (route × fault → ok)\n${lines.join('\n')}`);
}
