/** contract:verify's reports: the text one (per operation, then the details of each violation) and JUnit. */
import { xmlEscape } from '../lib/xml.ts';
import { countOutcomes, summaryLine, type VerifyReport } from './model.ts';

const pad = (text: string, width: number): string => (text.length >= width ? text : text + ' '.repeat(width - text.length));

export function renderText(report: VerifyReport): string {
  const lines: string[] = [];
  lines.push(`contract:verify  ${report.spec}  ->  ${report.target}`);
  lines.push(`proxy ${report.proxy} (prism proxy --errors), started ${report.startedAt}, ${(report.durationMs / 1000).toFixed(1)} s`);
  lines.push(summaryLine(report));
  const proposed = report.results.filter((r) => r.providerStatus === 'proposed');
  if (proposed.length > 0) {
    const failing = proposed.filter((r) => r.outcome === 'violate').length;
    lines.push(`${proposed.length} of them are proposed (x-provider-status: proposed, asked of the provider): ${proposed.length - failing} conform, ${failing} violate`);
  }
  lines.push('');
  const idWidth = Math.min(40, Math.max(...report.results.map((r) => r.operationId.length), 11));
  const routeWidth = Math.min(48, Math.max(...report.results.map((r) => r.method.length + r.path.length + 1), 5));
  for (const r of report.results) {
    const verdict = r.outcome === 'conform' ? 'PASS' : 'FAIL';
    const status = r.httpStatus === undefined ? '---' : String(r.httpStatus);
    const detail = r.outcome === 'conform' ? (r.notes.some((n) => n.startsWith('answered the documented')) ? 'conforms (non-2xx answer)' : 'conforms') : `${r.violations.length} violation${r.violations.length === 1 ? '' : 's'}`;
    const marker = r.providerStatus === 'proposed' ? '  [proposed]' : '';
    lines.push(`${verdict}  ${pad(r.operationId, idWidth)}  ${pad(`${r.method} ${r.path}`, routeWidth)}  ${pad(status, 3)}  ${detail}${marker}`);
  }
  const failing = report.results.filter((r) => r.outcome === 'violate');
  lines.push('');
  lines.push(failing.length === 0 ? 'Details: every operation conforms.' : 'Details');
  for (const r of failing) {
    lines.push('');
    lines.push(`${r.operationId}  ${r.method} ${r.path}${r.providerStatus === 'proposed' ? '  (x-provider-status: proposed)' : ''}`);
    lines.push(`  sent: ${r.sent}  ->  ${r.httpStatus ?? 'no answer'}`);
    for (const v of r.violations) lines.push(`  - [${v.severity}] ${v.kind}${v.location ? ` at ${v.location}` : ''}: ${v.message}`);
    for (const note of r.notes) lines.push(`  note: ${note}`);
  }
  if (failing.length > 0 && failing.length === report.results.length && report.results.every((r) => r.violations.some((v) => v.kind === 'not-found'))) {
    lines.push('');
    lines.push(`Every operation answered 404: does --target include the base path the spec's paths hang off (e.g. ${report.target}/api)?`);
  }
  return `${lines.join('\n')}\n`;
}


export function renderJUnit(report: VerifyReport): string {
  const { total, violate } = countOutcomes(report);
  const seconds = (ms: number): string => (ms / 1000).toFixed(3);
  const suite = `contract:verify ${report.spec}`;
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push(`<testsuites name="${xmlEscape('contract:verify')}" tests="${total}" failures="${violate}" errors="0" time="${seconds(report.durationMs)}">`);
  out.push(
    `  <testsuite name="${xmlEscape(suite)}" tests="${total}" failures="${violate}" errors="0" skipped="0" time="${seconds(report.durationMs)}" timestamp="${xmlEscape(report.startedAt)}">`,
  );
  out.push('    <properties>');
  out.push(`      <property name="spec" value="${xmlEscape(report.spec)}"/>`);
  out.push(`      <property name="target" value="${xmlEscape(report.target)}"/>`);
  out.push('    </properties>');
  for (const r of report.results) {
    const classname = `contract.${r.tags[0] ?? 'operations'}`;
    const name = `${r.operationId} (${r.method} ${r.path})${r.providerStatus === 'proposed' ? ' [proposed]' : ''}`;
    const open = `    <testcase classname="${xmlEscape(classname)}" name="${xmlEscape(name)}" time="${seconds(r.durationMs)}"`;
    const notes = [`sent: ${r.sent} -> ${r.httpStatus ?? 'no answer'}`, ...(r.providerStatus ? [`x-provider-status: ${r.providerStatus}`] : []), ...r.notes];
    if (r.outcome === 'conform') {
      out.push(`${open}>`);
    } else {
      const first = r.violations[0];
      const message = `${r.violations.length} violation${r.violations.length === 1 ? '' : 's'}: ${first ? first.message : ''}`;
      const text = r.violations.map((v) => `[${v.severity}] ${v.kind}${v.location ? ` at ${v.location}` : ''}: ${v.message}`).join('\n');
      out.push(`${open}>`);
      out.push(`      <failure message="${xmlEscape(message)}" type="${xmlEscape(first?.kind ?? 'violation')}">${xmlEscape(text)}</failure>`);
    }
    out.push(`      <system-out>${xmlEscape(notes.join('\n'))}</system-out>`);
    out.push('    </testcase>');
  }
  out.push('  </testsuite>');
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}
