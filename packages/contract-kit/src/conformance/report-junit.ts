/**
 * The JUnit report: one test suite per conformance suite, one test case per check; a failing check is a
 * `<failure>` carrying every finding, a warning is listed in `<system-out>`. CI systems show it as tests.
 */
import { xmlEscape } from '../lib/xml.ts';
import { countResults, SUITE_LABELS, SUITES, type ConformanceReport } from './model.ts';

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

export function renderJUnit(report: ConformanceReport): string {
  const all = countResults(report.results);
  const errors = report.unreachable.length;
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  out.push(
    `<testsuites name="conformance" tests="${all.total + errors}" failures="${all.fail}" errors="${errors}" time="${seconds(report.durationMs)}">`,
  );
  if (errors > 0) {
    out.push(
      `  <testsuite name="targets" tests="${errors}" failures="0" errors="${errors}" skipped="0" time="0" timestamp="${xmlEscape(report.startedAt)}">`,
    );
    for (const reason of report.unreachable) {
      out.push(
        `    <testcase classname="conformance.targets" name="${xmlEscape(reason.split(' does not')[0] ?? reason)} is reachable" time="0">`,
      );
      out.push(`      <error message="${xmlEscape(reason)}" type="unreachable">${xmlEscape(reason)}</error>`);
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  for (const suite of SUITES) {
    const results = report.results.filter((r) => r.suite === suite);
    if (results.length === 0) continue;
    const c = countResults(results);
    const time = results.reduce((sum, r) => sum + r.durationMs, 0);
    out.push(
      `  <testsuite name="${xmlEscape(SUITE_LABELS[suite])}" tests="${c.total}" failures="${c.fail}" errors="0" skipped="${c.skip}" time="${seconds(time)}" timestamp="${xmlEscape(report.startedAt)}">`,
    );
    for (const r of results) {
      const classname = `conformance.${suite}.${r.operation}`;
      out.push(
        `    <testcase classname="${xmlEscape(classname)}" name="${xmlEscape(`${r.route ? `${r.route}: ` : ''}${r.name}`)}" time="${seconds(r.durationMs)}">`,
      );
      const errorsOf = r.findings.filter((f) => f.severity === 'error');
      if (r.outcome === 'fail') {
        const text = errorsOf.map((f) => `${f.location ? `${f.location}: ` : ''}${f.message}`).join('\n');
        out.push(
          `      <failure message="${xmlEscape(errorsOf[0]?.message ?? 'failed')}" type="${xmlEscape(errorsOf[0]?.location ?? 'conformance')}">${xmlEscape(text)}</failure>`,
        );
      }
      if (r.outcome === 'skip') out.push(`      <skipped message="${xmlEscape(r.notExercised ?? 'not exercised')}"/>`);
      const notes = [
        ...(r.sent ? [`sent: ${r.sent}`] : []),
        ...(r.status !== undefined ? [`answered: ${r.status}`] : []),
        ...(r.expected ? [`expected: ${r.expected}`] : []),
        ...r.findings.filter((f) => f.severity === 'warning').map((f) => `warning: ${f.location}: ${f.message}`),
      ];
      if (notes.length > 0) out.push(`      <system-out>${xmlEscape(notes.join('\n'))}</system-out>`);
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}
