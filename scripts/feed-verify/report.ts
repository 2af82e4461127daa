/** feed:verify's text report. */
import { FRAME_TYPE_LABELS, FRAME_TYPES } from './frames.ts';
import type { FeedReport } from './listen.ts';

/** The report as text; the last line is `feed: N frames, X valid, Y invalid`. */
export function formatReport(report: FeedReport): string {
  const lines: string[] = [];
  lines.push(`feed:verify ${report.url} for ${report.seconds} s against ${report.specPath}`);
  lines.push(`sent on open: ${report.sent.length > 0 ? report.sent.join(', ') : '(nothing, not connected)'}`);
  if (report.connectionError !== undefined) lines.push(`connection failed: ${report.connectionError}`);
  if (report.closedEarly !== undefined) {
    const { afterMs, code, reason } = report.closedEarly;
    lines.push(`the server closed the connection after ${(afterMs / 1000).toFixed(1)} s (code ${code}${reason ? `, ${reason}` : ''})`);
  }
  lines.push('');
  lines.push('frames by type:');
  const width = Math.max(...FRAME_TYPES.map((type) => FRAME_TYPE_LABELS[type].length));
  for (const type of FRAME_TYPES) {
    const count = String(report.counts[type]).padStart(8);
    const bad = report.invalidCounts[type] > 0 ? `  (${report.invalidCounts[type]} invalid)` : '';
    const symbols = report.symbolsByType[type] > 0 ? `  ${report.symbolsByType[type]} symbols` : '';
    lines.push(`  ${FRAME_TYPE_LABELS[type].padEnd(width)}${count}${symbols}${bad}`);
  }
  lines.push(`symbols: ${report.symbols.length} distinct`);
  lines.push('');
  if (report.frames === 0) lines.push('no frames arrived');
  if (report.invalid === 0) {
    if (report.frames > 0) lines.push('violations: none');
  } else {
    lines.push(`violations: ${report.invalid}`);
    for (const violation of report.violations) {
      lines.push(`  #${violation.index} ${violation.type}: ${violation.excerpt}`);
      for (const error of violation.errors) lines.push(`      ${error}`);
    }
    const more = report.invalid - report.violations.length;
    if (more > 0) lines.push(`  … and ${more} more (${report.invalid} in total)`);
  }
  lines.push('');
  lines.push(`feed: ${report.frames} frames, ${report.valid} valid, ${report.invalid} invalid`);
  return lines.join('\n');
}
