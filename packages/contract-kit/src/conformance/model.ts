/**
 * The conformance report's data: one result per check, the coverage matrix of operations × status
 * codes, and the grouping of repeated findings. Renderers (text, JUnit, HTML) read only this.
 */

export type Suite = 'examples' | 'generated' | 'negative' | 'stateful' | 'feed';
export const SUITES: readonly Suite[] = ['examples', 'generated', 'negative', 'stateful', 'feed'];

export const SUITE_LABELS: Readonly<Record<Suite, string>> = {
  examples: 'REST: example replay',
  generated: 'REST: generated valid requests',
  negative: 'REST: generated invalid requests',
  stateful: 'REST: stateful sequences',
  feed: 'Feed: behaviour and shape',
};

export interface Finding {
  severity: 'error' | 'warning';
  /** Where in the answer (`body.result.list.0.type`, `status`, `feed`). */
  location: string;
  message: string;
}

export interface CheckResult {
  suite: Suite;
  /** operationId, or the feed check's name. */
  operation: string;
  /** `GET /path` for REST checks. */
  route?: string;
  name: string;
  /** What was sent, for the report (`GET http://host/api/x?page=1`, `{"id":"x"}`). */
  sent?: string;
  /** The target's own HTTP status (never a proxy's). */
  status?: number;
  /** The statuses this check accepts, as documented. */
  expected?: string;
  /** `skip`: not exercised (the reason says why: a documented refusal that depends on the clock, an operation the contract does not document). */
  outcome: 'pass' | 'fail' | 'warn' | 'skip';
  /** Why the check could not be exercised (outcome `skip`). */
  notExercised?: string;
  findings: Finding[];
  durationMs: number;
  /** The answer's `Retry-After` header, when it had one (not rendered). */
  retryAfter?: string;
  /** The parsed answer body, for the next step of a sequence (not rendered). */
  answer?: unknown;
}

export interface ConformanceReport {
  spec: string;
  asyncapi: string;
  api: string | undefined;
  feed: string | undefined;
  startedAt: string;
  durationMs: number;
  seed: number;
  results: CheckResult[];
  /** operationId → documented status codes (from the spec), for the coverage matrix. */
  documented: Array<{ operation: string; route: string; statuses: string[] }>;
  /** Set when a target could not be reached at all (exit code 2). */
  unreachable: string[];
}

/** Marks a check as not exercised, with the reason; its findings are kept as notes. */
export function notExercised(result: CheckResult, reason: string): CheckResult {
  result.outcome = 'skip';
  result.notExercised = reason;
  result.findings = result.findings.filter((f) => f.severity === 'warning');
  return result;
}

export const outcomeOf = (findings: readonly Finding[]): CheckResult['outcome'] =>
  findings.some((f) => f.severity === 'error') ? 'fail' : findings.length > 0 ? 'warn' : 'pass';

export interface Counts {
  total: number;
  pass: number;
  fail: number;
  warn: number;
  skip: number;
}

export function countResults(results: readonly CheckResult[]): Counts {
  return {
    total: results.length,
    pass: results.filter((r) => r.outcome === 'pass').length,
    fail: results.filter((r) => r.outcome === 'fail').length,
    warn: results.filter((r) => r.outcome === 'warn').length,
    skip: results.filter((r) => r.outcome === 'skip').length,
  };
}

export function exitCodeOf(report: ConformanceReport): 0 | 1 | 2 {
  if (report.unreachable.length > 0) return 2;
  return report.results.some((r) => r.outcome === 'fail') ? 1 : 0;
}

export function summaryLine(report: ConformanceReport): string {
  const { total, pass, fail, warn, skip } = countResults(report.results);
  if (report.unreachable.length > 0) return `unreachable: ${report.unreachable.join('; ')}`;
  return `${total} checks: ${pass} pass, ${fail} fail, ${warn} pass with warnings${skip > 0 ? `, ${skip} not exercised` : ''}`;
}

export interface CoverageRow {
  operation: string;
  route: string;
  /** status → how many answers had it; documented statuses are present even at 0. */
  cells: Map<string, { documented: boolean; seen: number }>;
}

/** Operations × status codes: which documented answers were exercised, and which undocumented ones came. */
export function coverageMatrix(report: ConformanceReport): { columns: string[]; rows: CoverageRow[] } {
  const rows = new Map<string, CoverageRow>();
  for (const entry of report.documented) {
    const cells = new Map<string, { documented: boolean; seen: number }>();
    for (const status of entry.statuses) cells.set(status, { documented: true, seen: 0 });
    rows.set(entry.operation, { operation: entry.operation, route: entry.route, cells });
  }
  for (const result of report.results) {
    if (result.suite === 'feed' || result.status === undefined) continue;
    const row = rows.get(result.operation);
    if (row === undefined) continue;
    const key = String(result.status);
    const cell = row.cells.get(key) ?? { documented: false, seen: 0 };
    cell.seen += 1;
    row.cells.set(key, cell);
  }
  const columns = [...new Set([...rows.values()].flatMap((row) => [...row.cells.keys()]))].sort();
  return { columns, rows: [...rows.values()] };
}

export function coverageFigures(report: ConformanceReport): {
  documented: number;
  exercised: number;
  undocumented: number;
} {
  const { rows } = coverageMatrix(report);
  let documented = 0;
  let exercised = 0;
  let undocumented = 0;
  for (const row of rows) {
    for (const cell of row.cells.values()) {
      if (cell.documented) {
        documented += 1;
        if (cell.seen > 0) exercised += 1;
      } else if (cell.seen > 0) undocumented += 1;
    }
  }
  return { documented, exercised, undocumented };
}

export interface FindingGroup {
  severity: Finding['severity'];
  message: string;
  /** Distinct operations (or feed checks) it was seen on, in first-seen order. */
  operations: string[];
  count: number;
  example: { result: CheckResult; finding: Finding };
}

/** The same message at the same place, seen many times, is one group: repeated errors are told once. */
export function groupFindings(results: readonly CheckResult[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const result of results) {
    for (const finding of result.findings) {
      // numbers in a location (array indexes) do not make a new finding
      const location = finding.location.replace(/\.\d+(?=\.|$)/g, '.*');
      const key = `${finding.severity}|${location}|${finding.message}`;
      const group = groups.get(key);
      if (group === undefined) {
        groups.set(key, {
          severity: finding.severity,
          message: `${location ? `${location}: ` : ''}${finding.message}`,
          operations: [result.operation],
          count: 1,
          example: { result, finding },
        });
      } else {
        group.count += 1;
        if (!group.operations.includes(result.operation)) group.operations.push(result.operation);
      }
    }
  }
  return [...groups.values()].sort((a, b) =>
    a.severity === b.severity ? b.count - a.count : a.severity === 'error' ? -1 : 1,
  );
}
