/** The kit as a library: the same runs the `contract-kit` command makes, for a team's own scripts and tests. */
export { main as conformance, parseArgs as parseConformanceArgs } from './conformance-cli.ts';
export { runConformance, type ConformanceOptions } from './conformance/run.ts';
export {
  exitCodeOf,
  summaryLine,
  type CheckResult,
  type ConformanceReport,
  type Finding,
} from './conformance/model.ts';
export { renderText } from './conformance/report-text.ts';
export { main as diff } from './diff.ts';
export { diffSpecs, hasBreaking } from './lib/spec-diff.ts';
export { main as docs } from './docs.ts';
export { listOperations, parseSpec } from './lib/openapi.ts';
