/** contract:verify's options and results: what the replay produces and the reports read. */

export interface VerifyOptions {
  target: string;
  spec: string;
  out: string;
  token: string;
  lang: string;
  requestTimeoutMs: number;
  overallTimeoutMs: number;
  requireSuccess: boolean;
  skipProposed: boolean;
}

export type ViolationKind = 'response' | 'status' | 'not-found' | 'no-answer' | 'request-rejected' | 'not-run';

export interface Violation {
  kind: ViolationKind;
  severity: string;
  location: string;
  message: string;
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  sent: string;
  tags: string[];
  providerStatus: string | undefined;
  outcome: 'conform' | 'violate';
  httpStatus: number | undefined;
  violations: Violation[];
  notes: string[];
  durationMs: number;
}

export interface VerifyReport {
  spec: string;
  target: string;
  proxy: string;
  startedAt: string;
  durationMs: number;
  results: OperationResult[];
}

export const countOutcomes = (report: VerifyReport): { total: number; conform: number; violate: number } => ({
  total: report.results.length,
  conform: report.results.filter((r) => r.outcome === 'conform').length,
  violate: report.results.filter((r) => r.outcome === 'violate').length,
});

export const summaryLine = (report: VerifyReport): string => {
  const { total, conform, violate } = countOutcomes(report);
  return `${total} operations: ${conform} conform, ${violate} violate`;
};
