/**
 * The plain-text report: the verdict, per suite and per operation, the coverage matrix of operations ×
 * status codes, and the findings grouped (a message repeated on many requests is told once, with the
 * operations it was seen on and one example of what was sent and answered).
 */
import {
  countResults,
  coverageFigures,
  coverageMatrix,
  groupFindings,
  SUITE_LABELS,
  SUITES,
  summaryLine,
  type CheckResult,
  type ConformanceReport,
} from './model.ts';

const pad = (text: string, width: number): string =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);

const list = (items: string[], max = 6): string =>
  items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;

/** Per operation: how many checks ran and failed, with the statuses the server really answered. */
function byOperation(results: CheckResult[]): Array<{
  operation: string;
  route: string;
  checks: number;
  failed: number;
  warned: number;
  skipped: number;
  statuses: string;
}> {
  const rows = new Map<
    string,
    {
      operation: string;
      route: string;
      checks: number;
      failed: number;
      warned: number;
      skipped: number;
      statuses: Map<string, number>;
    }
  >();
  for (const r of results) {
    const row = rows.get(r.operation) ?? {
      operation: r.operation,
      route: r.route ?? r.suite,
      checks: 0,
      failed: 0,
      warned: 0,
      skipped: 0,
      statuses: new Map<string, number>(),
    };
    row.checks += 1;
    if (r.outcome === 'fail') row.failed += 1;
    if (r.outcome === 'warn') row.warned += 1;
    if (r.outcome === 'skip') row.skipped += 1;
    const status = r.status === undefined ? (r.suite === 'feed' ? '' : 'none') : String(r.status);
    if (status) row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
    rows.set(r.operation, row);
  }
  return [...rows.values()].map((row) => ({
    ...row,
    statuses: [...row.statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  }));
}

export function renderText(report: ConformanceReport): string {
  const lines: string[] = [];
  lines.push(
    `conformance  ${report.spec}${report.api ? `  ->  ${report.api}` : ''}${report.feed ? `  +  ${report.asyncapi} -> ${report.feed}` : ''}`,
  );
  lines.push(`started ${report.startedAt}, ${(report.durationMs / 1000).toFixed(1)} s, seed ${report.seed}`);
  lines.push(summaryLine(report));
  for (const reason of report.unreachable) lines.push(`UNREACHABLE: ${reason}`);
  const replay = report.results.filter((r) => r.suite === 'examples');
  if (replay.length > 1 && replay.every((r) => r.status === 404)) {
    lines.push(
      `Every example request answered 404: does --api include the base path the contract's paths hang off (e.g. ${report.api ?? ''}/api)?`,
    );
  }
  lines.push('');
  lines.push('Suites');
  for (const suite of SUITES) {
    const results = report.results.filter((r) => r.suite === suite);
    if (results.length === 0) continue;
    const c = countResults(results);
    lines.push(
      `  ${pad(SUITE_LABELS[suite], 36)} ${String(c.total).padStart(5)} checks  ${String(c.pass).padStart(5)} pass  ${String(c.fail).padStart(4)} fail  ${String(c.warn).padStart(4)} warn${c.skip > 0 ? `  ${String(c.skip).padStart(4)} not exercised` : ''}`,
    );
  }
  const skipped = report.results.filter((r) => r.outcome === 'skip');
  if (skipped.length > 0) {
    lines.push('');
    lines.push(`Not exercised (${skipped.length}): these checks could not run here; no verdict either way`);
    // one line per reason: the same reason on many checks is told once, with the operations
    const byReason = new Map<string, CheckResult[]>();
    for (const r of skipped) byReason.set(r.notExercised ?? '', [...(byReason.get(r.notExercised ?? '') ?? []), r]);
    for (const [reason, results] of byReason) {
      const [first] = results;
      if (results.length === 1 && first)
        lines.push(`  SKIP [${first.suite}] ${first.operation}: ${first.name}: ${reason}`);
      else
        lines.push(
          `  SKIP ${results.length}× ${reason}\n       on ${list([...new Set(results.map((r) => r.operation))])}`,
        );
    }
  }
  const groups = groupFindings(report.results);
  lines.push('');
  lines.push(groups.length === 0 ? 'Findings: none.' : `Findings (${groups.length} distinct; repeated ones grouped)`);
  for (const group of groups) {
    const { result } = group.example;
    lines.push(`  ${group.severity === 'error' ? 'FAIL' : 'WARN'} ${group.count}× ${group.message}`);
    lines.push(`       on ${list(group.operations)}`);
    lines.push(
      `       e.g. [${result.suite}] ${result.name}: ${result.sent ?? ''}  ->  ${result.status ?? 'no answer'}`,
    );
  }
  lines.push('');
  lines.push('Operations (checks, failures, the statuses the server answered)');
  for (const row of byOperation(report.results)) {
    const verdict = row.failed > 0 ? 'FAIL' : row.warned > 0 ? 'WARN' : row.checks === row.skipped ? 'SKIP' : 'PASS';
    lines.push(
      `  ${verdict}  ${pad(row.operation, 30)} ${pad(row.route, 40)} ${String(row.checks).padStart(4)} ${String(row.failed).padStart(4)}  ${row.statuses}`,
    );
  }
  const { columns, rows } = coverageMatrix(report);
  if (rows.length > 0) {
    const figures = coverageFigures(report);
    lines.push('');
    lines.push(
      `Coverage: ${figures.exercised} of ${figures.documented} documented (operation, status) pairs exercised; ${figures.undocumented} undocumented pairs answered`,
    );
    lines.push(`  (n = answers seen; - = documented, not exercised; ! = answered but undocumented)`);
    lines.push(`  ${pad('operation', 30)} ${columns.map((c) => pad(c, 5)).join(' ')}`);
    for (const row of rows) {
      const cells = columns.map((column) => {
        const cell = row.cells.get(column);
        if (cell === undefined) return pad('', 5);
        if (!cell.documented) return pad(`!${cell.seen}`, 5);
        return pad(cell.seen === 0 ? '-' : String(cell.seen), 5);
      });
      lines.push(`  ${pad(row.operation, 30)} ${cells.join(' ')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
