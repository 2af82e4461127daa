/**
 * What Prism's answer says about the target's: a violation Prism found in the target's answer (the
 * `sl-violations` header, or a 500 problem listing them), a request Prism refused before it reached the
 * target (the spec's own example is wrong), a target that did not answer, a 404, or a non-2xx answer.
 */
import { isObject, type Json } from '../lib/openapi.ts';
import type { Violation, ViolationKind } from './model.ts';

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

interface PrismViolation {
  location?: Json;
  severity?: Json;
  code?: Json;
  message?: Json;
}

function toViolations(list: Json | undefined, kind: ViolationKind): Violation[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((entry: PrismViolation) => ({
    kind,
    severity: typeof entry.severity === 'string' ? entry.severity : 'Error',
    location: Array.isArray(entry.location) ? entry.location.map(String).join('.') : '',
    message: typeof entry.message === 'string' ? entry.message : JSON.stringify(entry),
  }));
}

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function dedupe(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = `${v.location}|${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a Prism answer says about the target's answer. Exported for tests. */
export function classifyAnswer(
  status: number,
  headers: { get(name: string): string | null },
  bodyText: string,
  context: { upstreamUrl: string; requireSuccess: boolean },
): { violations: Violation[]; notes: string[] } {
  const notes: string[] = [];
  const headerViolations = toViolations(parseJson(headers.get('sl-violations') ?? ''), 'response');
  const contentType = headers.get('content-type') ?? '';
  const body = parseJson(bodyText);
  const problemType = isObject(body) && typeof body.type === 'string' ? body.type : '';
  const prismProblem = /problem\+json/i.test(contentType) && isObject(body);
  if (prismProblem && problemType === `${PRISM_ERRORS}VIOLATIONS`) {
    const validation = isObject(body) ? body.validation : undefined;
    const all = dedupe([...toViolations(validation, 'response'), ...headerViolations]);
    const requestSide = all.filter((v) => v.location.startsWith('request'));
    const responseSide = all.filter((v) => !v.location.startsWith('request'));
    return {
      violations: [
        ...responseSide,
        ...requestSide.map((v) => ({ ...v, kind: 'request-rejected' as const, message: `the corpus request is invalid per the spec (fix the spec's example): ${v.message}` })),
      ],
      notes,
    };
  }
  if (prismProblem && problemType.startsWith(PRISM_ERRORS)) {
    const detail = isObject(body) ? [body.title, body.detail].filter((s) => typeof s === 'string').join(': ') : '';
    const validation = isObject(body) ? toViolations(body.validation, 'request-rejected') : [];
    const reasons = validation.length > 0 ? validation.map((v) => `${v.location}: ${v.message}`).join('; ') : detail;
    return {
      violations: [
        {
          kind: 'request-rejected',
          severity: 'Error',
          location: 'request',
          message: `Prism answered ${status} ${problemType.slice(PRISM_ERRORS.length)} before reaching the target: ${reasons} (the spec's example request does not satisfy the spec)`,
        },
      ],
      notes,
    };
  }
  if (prismProblem && status === 500 && (problemType === 'FetchError' || /request to .* failed/i.test(isObject(body) && typeof body.title === 'string' ? body.title : ''))) {
    const title = isObject(body) && typeof body.title === 'string' ? body.title : 'upstream request failed';
    return { violations: [{ kind: 'no-answer', severity: 'Error', location: 'target', message: `the target did not answer: ${title}` }], notes };
  }
  // The target's own answer, passed through by Prism.
  const violations: Violation[] = [];
  if (status === 404) {
    violations.push({
      kind: 'not-found',
      severity: 'Error',
      location: 'response.status',
      message: `the target answered 404 for ${context.upstreamUrl}: operation not implemented, or --target lacks the base path`,
    });
  }
  violations.push(...headerViolations.filter((v) => !(status === 404 && /status code/i.test(v.message))));
  if (violations.length === 0 && (status < 200 || status >= 300)) {
    const message = `answered the documented ${status} instead of a 2xx success; the success response was not checked`;
    if (context.requireSuccess) violations.push({ kind: 'status', severity: 'Error', location: 'response.status', message });
    else notes.push(message);
  }
  return { violations, notes };
}
