/** Faults planted in the REST proxy in front of the sandbox (fault-servers.ts), for the conformance tests. */
import type { ConformanceReport } from '../../../packages/contract-kit/src/conformance/model.ts';
import type { ProxiedAnswer, ProxiedRequest, RestFault } from './fault-servers.ts';

export type Body = Record<string, unknown>;
export const obj = (value: unknown): Body => value as Body;
/** A fault on one path only; `change` edits a copy of the sandbox's answer. */
export const on =
  (path: string, change: (answer: ProxiedAnswer, request: ProxiedRequest) => ProxiedAnswer | undefined): RestFault =>
  (request, answer) =>
    request.path === path ? change({ ...answer, body: structuredClone(answer.body) }, request) : undefined;

/** The rate limit of password recovery applied to registered numbers only: who has an account shows. */
export function revealsRegistration(): RestFault {
  const registered = new Set<string>();
  return (request, answer) => {
    const body = (request.body ? JSON.parse(request.body) : {}) as Body;
    if (request.path === '/register' && answer.status === 200) registered.add(String(body.username));
    if (request.path !== '/password/recover/code' || registered.has(String(body.phone)) || answer.status !== 429)
      return undefined;
    return {
      status: 200,
      body: { status: 200, message: 'If this phone number is registered, a verification code has been sent' },
    };
  };
}

/** Each failed check as one line: its suite, operation and findings. */
export const failures = (report: ConformanceReport): string[] =>
  report.results
    .filter((r) => r.outcome === 'fail')
    .map((r) => `[${r.suite}] ${r.operation}: ${r.findings.map((f) => `${f.location} ${f.message}`).join('; ')}`);
