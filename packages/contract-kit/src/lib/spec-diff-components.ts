/**
 * One change to a shared component (`components/schemas/X`) shows up in every operation that uses X.
 * This groups them: the component's own changes are computed once, each operation's change that one of
 * them explains is taken out of that operation's list, and the component change is reported once with
 * the operations it touches. A change explained by a nested component goes to the innermost one.
 */
import { isObject, listOperations, resolvePointer, type Json, type JsonObject } from './openapi.ts';
import { compareRequestSchemas, compareResponseSchemas } from './spec-diff-fields.ts';
import type { Change, ChangeKind } from './spec-diff-model.ts';

export interface SharedChange {
  component: string;
  breaking: boolean;
  kind: ChangeKind;
  message: string;
  operations: string[];
}

/** Every `$ref` reachable from a node, following references through the document. */
function reachableRefs(doc: JsonObject, node: Json | undefined, seen = new Set<string>()): Set<string> {
  const visit = (value: Json | undefined): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      if (typeof value.$ref === 'string' && !seen.has(value.$ref)) {
        seen.add(value.$ref);
        if (value.$ref.startsWith('#')) visit(resolvePointer(doc, value.$ref));
      }
      for (const [key, child] of Object.entries(value)) if (key !== '$ref') visit(child);
    }
  };
  visit(node);
  return seen;
}

const describeOp = (method: string, path: string, op: JsonObject): string =>
  `${method.toUpperCase()} ${path}${typeof op.operationId === 'string' ? ` (${op.operationId})` : ''}`;

/** `... field \`a.b[]\` detail` → { path, detail }; a change of the label itself has path ''. */
function split(message: string, label?: string): { path: string; detail: string } {
  const match = /^.*? field `([^`]*)` (.*)$/.exec(message);
  if (match) return { path: match[1] ?? '', detail: match[2] ?? '' };
  return {
    path: '',
    detail: label !== undefined && message.startsWith(`${label} `) ? message.slice(label.length + 1) : message,
  };
}

/** `path` is `inner` or ends with it at a field boundary (`result.list[].type` ends with `type`). */
const endsWithField = (path: string, inner: string): boolean => {
  if (inner === '' || path === inner) return true;
  if (!path.endsWith(inner)) return false;
  const before = path[path.length - inner.length - 1];
  return before === '.' || before === ']' || before === '}';
};

export function groupByComponent(
  base: JsonObject,
  head: JsonObject,
  changes: readonly Change[],
): { shared: SharedChange[]; rest: Change[] } {
  const schemasOf = (doc: JsonObject): JsonObject =>
    isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const baseSchemas = schemasOf(base);
  const headSchemas = schemasOf(head);
  const changed = Object.keys(baseSchemas).filter(
    (name) => name in headSchemas && JSON.stringify(baseSchemas[name]) !== JSON.stringify(headSchemas[name]),
  );
  if (changed.length === 0) return { shared: [], rest: [...changes] };

  // which operations use which components, in their requests and in their responses
  const usage = listOperations(base).map((operation) => {
    const { op } = operation;
    return {
      name: describeOp(operation.method, operation.path, op),
      request: reachableRefs(base, [
        op.parameters ?? null,
        op.requestBody ?? null,
        ...operation.parameters.map((p) => p.raw),
      ]),
      response: reachableRefs(base, op.responses ?? null),
    };
  });

  type Candidate = SharedChange & { path: string; detail: string; depth: number; claimed: Set<Change> };
  const candidates: Candidate[] = [];
  for (const name of changed) {
    const ref = `#/components/schemas/${name}`;
    const label = `components.schemas.${name}`;
    const docs = { base, head };
    const sides: Array<['request' | 'response', SharedChange[]]> = [];
    if (usage.some((u) => u.response.has(ref)))
      sides.push([
        'response',
        compareResponseSchemas({ $ref: ref }, { $ref: ref }, docs, label).map((c) => ({
          ...c,
          component: name,
          operations: [],
        })),
      ]);
    if (usage.some((u) => u.request.has(ref)))
      sides.push([
        'request',
        compareRequestSchemas({ $ref: ref }, { $ref: ref }, docs, label).map((c) => ({
          ...c,
          component: name,
          operations: [],
        })),
      ]);
    for (const [side, list] of sides) {
      for (const change of list) {
        const { path, detail } = split(change.message, label);
        const users = new Set(usage.filter((u) => u[side].has(ref)).map((u) => u.name));
        const claimed = new Set(
          changes.filter(
            (c) =>
              c.kind === change.kind &&
              users.has(c.operation) &&
              split(c.message).detail === detail &&
              endsWithField(split(c.message).path, path),
          ),
        );
        candidates.push({ ...change, path, detail, depth: path.split(/\.|\[\]|\{\*\}/).length, claimed });
      }
    }
  }
  // an operation's change goes to the innermost component that explains it (the shortest relative path)
  const owner = new Map<Change, Candidate>();
  for (const candidate of candidates) {
    for (const change of candidate.claimed) {
      const current = owner.get(change);
      if (current === undefined || candidate.depth < current.depth) owner.set(change, candidate);
    }
  }
  const shared: SharedChange[] = [];
  for (const candidate of candidates) {
    const operations = [...new Set([...owner].filter(([, c]) => c === candidate).map(([change]) => change.operation))];
    if (operations.length === 0) continue;
    shared.push({
      component: candidate.component,
      breaking: candidate.breaking,
      kind: candidate.kind,
      message: candidate.message,
      operations,
    });
  }
  return { shared, rest: changes.filter((change) => !owner.has(change)) };
}
