/**
 * Amount rules: every request-body field the contract bounds as an amount (a number with `maximum` or
 * `x-max-decimals`, or a string whose pattern is a decimal or integer number) is sent out of contract
 * (1e300 as a JSON number, a 40-digit string, one decimal place too many, a negative, above `maximum`).
 * Each must get a documented 4xx refusal (Prism's own 422 counts: nothing reached the server), and the
 * account's balances, read back through `getUserDetail`, must not move.
 */
import { deref, isObject, type Json, type JsonObject, type Operation } from '../lib/openapi.ts';
import { jsonBodySchema } from './generate.ts';
import { outcomeOf, type CheckResult } from './model.ts';
import { runCheck, type RestContext } from './rest-check.ts';
import { at, exampleBody, request } from './stateful.ts';

/** What the contract bounds about one amount field. */
export interface AmountField {
  name: string;
  /** The number form's `maximum` and `x-max-decimals`, when the field takes a JSON number. */
  number?: { maximum?: number; decimals?: number };
  /** The string form's integer digits and decimal places, read from its pattern. */
  string?: { digits: number; decimals: number };
}

/** `^[0-9]{1,10}(\.[0-9]{1,2})?$` (digits, places) or `^[1-9][0-9]{0,6}$` (a whole number such as lots). */
const NUMBER_PATTERN = /^\^\[0-9\]\{1,(\d+)\}(?:\(\\\.\[0-9\]\{1,(\d+)\}\)\?)?\$$/;
const WHOLE_PATTERN = /^\^\[1-9\]\[0-9\]\{0,(\d+)\}\$$/;

function fieldOf(doc: JsonObject, name: string, node: Json | undefined): AmountField | undefined {
  const schema = deref(doc, node);
  if (!isObject(schema)) return undefined;
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : [schema];
  const field: AmountField = { name };
  for (const raw of branches) {
    const branch = deref(doc, raw);
    if (!isObject(branch)) continue;
    const decimals = branch['x-max-decimals'];
    if (branch.type === 'number' && (typeof branch.maximum === 'number' || typeof decimals === 'number')) {
      field.number = {
        maximum: typeof branch.maximum === 'number' ? branch.maximum : undefined,
        decimals: typeof decimals === 'number' ? decimals : undefined,
      };
    }
    const pattern = branch.type === 'string' && typeof branch.pattern === 'string' ? branch.pattern : '';
    const match = NUMBER_PATTERN.exec(pattern);
    const whole = WHOLE_PATTERN.exec(pattern);
    if (match) field.string = { digits: Number(match[1]), decimals: match[2] === undefined ? 0 : Number(match[2]) };
    else if (whole) field.string = { digits: Number(whole[1]) + 1, decimals: 0 };
  }
  return field.number !== undefined || field.string !== undefined ? field : undefined;
}

/** The bounded amount fields of an operation's JSON request body (top level), from the contract. */
export function amountFields(doc: JsonObject, operation: Operation): AmountField[] {
  const body = jsonBodySchema(doc, operation);
  const schema = body === undefined ? undefined : deref(doc, body.schema);
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  return Object.entries(schema.properties).flatMap(([name, node]) => fieldOf(doc, name, node) ?? []);
}

/** The out-of-contract values to send for a field, each with what it breaks. */
export function outOfContract(field: AmountField): Array<{ value: Json; what: string }> {
  const values: Array<{ value: Json; what: string }> = [
    { value: 1e300, what: '1e300 as a JSON number' },
    { value: '1'.repeat(40), what: 'a 40-digit string' },
  ];
  const places = field.number?.decimals ?? field.string?.decimals;
  if (field.number?.decimals !== undefined)
    values.push({
      value: Number((1 + 10 ** -(field.number.decimals + 1)).toFixed(field.number.decimals + 1)),
      what: `${field.number.decimals + 1} decimal places (at most ${field.number.decimals})`,
    });
  else if (places !== undefined)
    values.push({
      value: places === 0 ? '1.5' : `1.${'0'.repeat(places)}1`,
      what: `${places + 1} decimal places (at most ${places})`,
    });
  values.push({ value: field.number !== undefined ? -1 : '-1', what: 'a negative' });
  if (field.number?.maximum !== undefined)
    values.push({ value: field.number.maximum + 1, what: `above the maximum ${field.number.maximum}` });
  return values;
}

/** The balances of the signed-in user: every value of `getUserDetail` whose schema is the contract's `Amount` (directly or per currency). */
function balancesOf(doc: JsonObject, me: Operation, answer: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const result = at(answer, 'result');
  const success = deref(doc, isObject(me.op.responses) ? me.op.responses['200'] : undefined);
  const media =
    isObject(success) && isObject(success.content) ? deref(doc, success.content['application/json']) : undefined;
  const envelope = isObject(media) ? deref(doc, media.schema) : undefined;
  const user = isObject(envelope) && isObject(envelope.properties) ? deref(doc, envelope.properties.result) : undefined;
  if (!isObject(user) || !isObject(user.properties) || !isObject(result)) return out;
  const isAmount = (node: Json | undefined): boolean =>
    isObject(node) && typeof node.$ref === 'string' && /\/Amount$/.test(node.$ref);
  const text = (value: Json): string =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  for (const [key, node] of Object.entries(user.properties)) {
    const value = result[key];
    if (isAmount(node) && value !== undefined && value !== null) out.set(key, text(value));
    const per = isObject(node) ? node.additionalProperties : undefined;
    if (isAmount(per) && isObject(value))
      for (const [code, amount] of Object.entries(value)) out.set(`${key}.${code}`, text(amount));
  }
  return out;
}

/** Sends every out-of-contract amount of every operation; none may be accepted, no balance may move. */
export async function amountRules(
  ctx: RestContext,
  operations: Operation[],
  me: Operation | undefined,
  token: string,
): Promise<CheckResult[]> {
  const targets = operations
    .map((operation) => ({ operation, fields: amountFields(ctx.doc, operation) }))
    .filter((t) => t.fields.length > 0);
  if (targets.length === 0) return [];
  const results: CheckResult[] = [];
  const before =
    me === undefined
      ? undefined
      : await runCheck(
          ctx,
          'stateful',
          me,
          request(ctx, me, token),
          'read the balances before the out-of-contract amounts',
          'success',
        );
  if (before !== undefined) results.push(before);
  const accepted: string[] = [];
  for (const { operation, fields } of targets) {
    for (const field of fields) {
      for (const { value, what } of outOfContract(field)) {
        const body = { ...exampleBody(ctx, operation), [field.name]: value };
        const shown = JSON.stringify(value);
        const result = await runCheck(
          ctx,
          'stateful',
          operation,
          request(ctx, operation, token, body),
          `out-of-contract amount: "${field.name}" ${shown} (${what})`,
          'out-of-contract',
        );
        for (const finding of result.findings) {
          if (finding.message.startsWith('accepted')) {
            finding.location = 'amount';
            finding.message = `${operation.operationId} accepted "${field.name}": ${shown} (${what}): ${finding.message.replace(/^accepted an out-of-contract value: /, '')}`;
            accepted.push(`${operation.operationId} ${field.name}=${shown}`);
          }
        }
        results.push(result);
      }
    }
  }
  if (me !== undefined && before !== undefined && before.outcome !== 'fail') {
    const after = await runCheck(
      ctx,
      'stateful',
      me,
      request(ctx, me, token),
      'the balances did not move after the out-of-contract amounts',
      'success',
    );
    const [was, now] = [balancesOf(ctx.doc, me, before.answer), balancesOf(ctx.doc, me, after.answer)];
    const moved = [...new Set([...was.keys(), ...now.keys()])].filter((key) => was.get(key) !== now.get(key));
    if (moved.length > 0) {
      after.findings.push({
        severity: 'error',
        location: 'amount',
        message: `balances moved: ${moved.map((key) => `${key} ${was.get(key) ?? '-'} → ${now.get(key) ?? '-'}`).join(', ')}${accepted.length > 0 ? ` (accepted: ${accepted.join('; ')})` : ''}`,
      });
      after.outcome = outcomeOf(after.findings);
    }
    results.push(after);
  }
  return results;
}
