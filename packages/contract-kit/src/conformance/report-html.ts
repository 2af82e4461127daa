/**
 * The HTML report: one self-contained page (inline style, no script, nothing fetched) with the verdict,
 * the grouped findings, the coverage matrix and every check, failures first. Opens from a CI artifact.
 */
import {
  countResults,
  coverageFigures,
  coverageMatrix,
  groupFindings,
  SUITE_LABELS,
  SUITES,
  summaryLine,
  type ConformanceReport,
} from './model.ts';

export const htmlEscape = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
:root { color-scheme: light dark; --fail: #b42318; --warn: #8a5a00; --pass: #1a7f37; --muted: #5f6368; --line: #d0d7de; }
@media (prefers-color-scheme: dark) { :root { --fail: #ff8a80; --warn: #ffd54f; --pass: #7ee2a8; --muted: #b0b8c0; --line: #3d444d; } }
body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem; max-width: 80rem; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; } h2 { font-size: 1.1rem; margin-top: 1.75rem; }
table { border-collapse: collapse; width: 100%; } th, td { border-bottom: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
th { position: sticky; top: 0; background: Canvas; } code, .mono { font-family: ui-monospace, monospace; font-size: 12px; word-break: break-all; }
.fail { color: var(--fail); font-weight: 600; } .warn { color: var(--warn); font-weight: 600; } .pass { color: var(--pass); } .muted { color: var(--muted); }
.matrix td { text-align: center; font-family: ui-monospace, monospace; } .matrix td:first-child { text-align: left; }
details { margin: .25rem 0; } summary { cursor: pointer; }
`;

const verdictClass = (outcome: string): string =>
  outcome === 'fail' ? 'fail' : outcome === 'warn' ? 'warn' : outcome === 'skip' ? 'muted' : 'pass';

export function renderHtml(report: ConformanceReport): string {
  const e = htmlEscape;
  const all = countResults(report.results);
  const verdict = report.unreachable.length > 0 ? 'fail' : all.fail > 0 ? 'fail' : 'pass';
  const parts: string[] = [];
  parts.push(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
  );
  parts.push(
    `<title>Conformance report: ${e(report.api ?? report.feed ?? '')}</title><style>${STYLE}</style></head><body>`,
  );
  parts.push(
    `<h1>Conformance report</h1><p class="muted">${e(report.spec)}${report.api ? ` → <code>${e(report.api)}</code>` : ''}${report.feed ? ` · ${e(report.asyncapi)} → <code>${e(report.feed)}</code>` : ''}<br>started ${e(report.startedAt)}, ${(report.durationMs / 1000).toFixed(1)} s, seed ${report.seed}</p>`,
  );
  parts.push(
    `<p class="${verdict}">${verdict === 'pass' ? 'CONFORMS' : 'DOES NOT CONFORM'}: ${e(summaryLine(report))}</p>`,
  );
  for (const reason of report.unreachable) parts.push(`<p class="fail">Unreachable: ${e(reason)}</p>`);

  parts.push(
    '<h2>Suites</h2><table><thead><tr><th>suite</th><th>checks</th><th>pass</th><th>fail</th><th>warn</th><th>not exercised</th></tr></thead><tbody>',
  );
  for (const suite of SUITES) {
    const c = countResults(report.results.filter((r) => r.suite === suite));
    if (c.total > 0)
      parts.push(
        `<tr><td>${e(SUITE_LABELS[suite])}</td><td>${c.total}</td><td class="pass">${c.pass}</td><td class="${c.fail > 0 ? 'fail' : ''}">${c.fail}</td><td class="${c.warn > 0 ? 'warn' : ''}">${c.warn}</td><td>${c.skip}</td></tr>`,
      );
  }
  parts.push('</tbody></table>');

  const groups = groupFindings(report.results);
  parts.push(`<h2>Findings (${groups.length} distinct, repeated ones grouped)</h2>`);
  if (groups.length === 0) parts.push('<p class="pass">None.</p>');
  else {
    parts.push(
      '<table><thead><tr><th></th><th>times</th><th>finding</th><th>operations</th><th>example</th></tr></thead><tbody>',
    );
    for (const g of groups) {
      const { result } = g.example;
      parts.push(
        `<tr><td class="${g.severity === 'error' ? 'fail' : 'warn'}">${g.severity === 'error' ? 'FAIL' : 'WARN'}</td><td>${g.count}</td><td>${e(g.message)}</td><td>${e(g.operations.join(', '))}</td><td class="mono">[${e(result.suite)}] ${e(result.sent ?? result.name)} → ${result.status ?? 'no answer'}</td></tr>`,
      );
    }
    parts.push('</tbody></table>');
  }

  const { columns, rows } = coverageMatrix(report);
  if (rows.length > 0) {
    const figures = coverageFigures(report);
    parts.push(
      `<h2>Coverage: operations × status codes</h2><p class="muted">${figures.exercised} of ${figures.documented} documented pairs exercised; ${figures.undocumented} undocumented pairs answered. A number counts answers; – is documented but not exercised; ! marks an undocumented status.</p>`,
    );
    parts.push(
      `<table class="matrix"><thead><tr><th>operation</th>${columns.map((c) => `<th>${e(c)}</th>`).join('')}</tr></thead><tbody>`,
    );
    for (const row of rows) {
      const cells = columns.map((column) => {
        const cell = row.cells.get(column);
        if (cell === undefined) return '<td></td>';
        if (!cell.documented) return `<td class="fail" title="undocumented">!${cell.seen}</td>`;
        return cell.seen === 0
          ? '<td class="muted" title="documented, not exercised">–</td>'
          : `<td class="pass">${cell.seen}</td>`;
      });
      parts.push(
        `<tr><td><code>${e(row.operation)}</code> <span class="muted">${e(row.route)}</span></td>${cells.join('')}</tr>`,
      );
    }
    parts.push('</tbody></table>');
  }

  parts.push(
    '<h2>Checks</h2><table><thead><tr><th></th><th>suite</th><th>operation</th><th>check</th><th>status</th><th>details</th></tr></thead><tbody>',
  );
  const order = { fail: 0, warn: 1, skip: 2, pass: 3 } as const;
  for (const r of [...report.results].sort((a, b) => order[a.outcome] - order[b.outcome])) {
    const details = [
      r.sent ? `<div class="mono">${e(r.sent)}</div>` : '',
      r.expected ? `<div class="muted">expected: ${e(r.expected)}</div>` : '',
      r.notExercised ? `<div class="muted">not exercised: ${e(r.notExercised)}</div>` : '',
      ...r.findings.map(
        (f) =>
          `<div class="${f.severity === 'error' ? 'fail' : 'warn'}">${e(f.location ? `${f.location}: ` : '')}${e(f.message)}</div>`,
      ),
    ].join('');
    parts.push(
      `<tr><td class="${verdictClass(r.outcome)}">${r.outcome === 'skip' ? 'NOT EXERCISED' : r.outcome.toUpperCase()}</td><td>${e(r.suite)}</td><td><code>${e(r.operation)}</code></td><td>${e(r.name)}</td><td>${r.status ?? ''}</td><td>${details}</td></tr>`,
    );
  }
  parts.push('</tbody></table></body></html>');
  return `${parts.join('\n')}\n`;
}
