/**
 * What the sandbox reads from openapi.yaml: every operation (method, path, security) and every
 * named example, so that handlers are registered by operationId, public operations are known from
 * the contract, and `Prefer: example=<name>` / `Prefer: code=<status>` still pick the contract's
 * named examples, as they do on static Prism.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  deref,
  derefObject,
  isObject,
  jsonMediaType,
  listOperations,
  parseSpec,
  type Json,
  type JsonObject,
  type Operation,
} from '../../scripts/lib/openapi.ts';

export const SPEC_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

export interface ContractIndex {
  readonly doc: JsonObject;
  readonly operations: ReadonlyMap<string, Operation>;
  /** Named examples of one response status of an operation, in contract order. */
  examples(operationId: string, status: string): Array<{ name: string; value: Json }>;
  /** The first example of the operation's 200 answer (the happy path), a copy the caller may change. */
  example(operationId: string, name?: string): unknown;
  /** The same example, shared and deeply frozen: for rules that only read it on every request. */
  readExample(operationId: string): unknown;
}

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

let cached: ContractIndex | undefined;

export function loadContract(path = SPEC_PATH): ContractIndex {
  if (cached !== undefined && path === SPEC_PATH) return cached;
  const doc = parseSpec(readFileSync(path, 'utf8'), path);
  const operations = new Map(listOperations(doc).map((operation) => [operation.operationId, operation]));
  // The contract does not change while the sandbox runs: each operation's examples are looked up once
  // (callers get clones, so nothing they do reaches the cache).
  const found = new Map<string, Array<{ name: string; value: Json }>>();
  const frozen = new Map<string, Json>();
  const examples = (operationId: string, status: string): Array<{ name: string; value: Json }> => {
    const key = `${operationId} ${status}`;
    let list = found.get(key);
    if (list === undefined) {
      list = lookUpExamples(operationId, status);
      found.set(key, list);
    }
    return list.map((entry) => ({ ...entry }));
  };
  const lookUpExamples = (operationId: string, status: string): Array<{ name: string; value: Json }> => {
    const operation = operations.get(operationId);
    if (operation === undefined) throw new Error(`Unknown operation ${operationId}`);
    const responses = isObject(operation.op.responses) ? operation.op.responses : {};
    const response = derefObject(doc, responses[status]);
    const content = isObject(response.content) ? response.content : {};
    const type = jsonMediaType(content);
    const media = type === undefined ? {} : derefObject(doc, content[type]);
    const named = isObject(media.examples) ? media.examples : {};
    const list = Object.entries(named).map(([name, node]) => {
      const example = derefObject(doc, node);
      return { name, value: example.value ?? null };
    });
    if (list.length === 0 && media.example !== undefined)
      list.push({ name: 'example', value: deref(doc, media.example) ?? null });
    return list;
  };
  const index: ContractIndex = {
    doc,
    operations,
    examples,
    example(operationId, name) {
      const list = examples(operationId, '200');
      const found = name === undefined ? list[0] : list.find((entry) => entry.name === name);
      if (found === undefined) throw new Error(`${operationId} has no 200 example ${name ?? ''}`);
      return structuredClone(found.value);
    },
    readExample(operationId) {
      let value = frozen.get(operationId);
      if (value === undefined) {
        value = deepFreeze(index.example(operationId) as Json);
        frozen.set(operationId, value);
      }
      return value;
    },
  };
  if (path === SPEC_PATH) cached = index;
  return index;
}

export interface PreferChoice {
  code?: string;
  example?: string;
}

/** Parses `Prefer: code=403, example=outsideHours` (Prism's syntax). */
export function parsePrefer(header: string | undefined | null): PreferChoice | undefined {
  if (header === undefined || header === null || header.trim() === '') return undefined;
  const choice: PreferChoice = {};
  for (const part of header.split(/[,;]/)) {
    const [rawKey, ...rest] = part.split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = rest.join('=').trim().replace(/^"|"$/g, '');
    if (value === '') continue;
    if (key === 'code') choice.code = value;
    if (key === 'example') choice.example = value;
  }
  return choice.code === undefined && choice.example === undefined ? undefined : choice;
}

/**
 * The contract's answer for a `Prefer` choice: the named example (searched in the chosen status,
 * else in every status), or the first example of the chosen status. Undefined when nothing matches.
 */
export function preferredAnswer(
  contract: ContractIndex,
  operationId: string,
  choice: PreferChoice,
): { status: number; body: Json } | undefined {
  const operation = contract.operations.get(operationId);
  if (operation === undefined) return undefined;
  const statuses = Object.keys(isObject(operation.op.responses) ? operation.op.responses : {}).filter((code) =>
    /^\d{3}$/.test(code),
  );
  const candidates = choice.code === undefined ? statuses : statuses.filter((code) => code === choice.code);
  for (const status of candidates) {
    const list = contract.examples(operationId, status);
    const found = choice.example === undefined ? list[0] : list.find((entry) => entry.name === choice.example);
    if (found !== undefined) return { status: Number(status), body: structuredClone(found.value) };
  }
  return undefined;
}
