/**
 * A small fake provider for the kit's planted-fault suite: a few operations of openapi.yaml (sign-in,
 * sign-up, the user, option orders, withdrawals), with real accounts, tokens and owners, answering the
 * contract's own examples. It conforms; a `fault` plants exactly one thing wrong.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { jsonBodySchema } from '../src/conformance/generate.ts';
import { ContractValidator, pointerOf } from '../src/conformance/validator.ts';
import { deref, isObject, listOperations, parseSpec, type Json, type JsonObject } from '../src/lib/openapi.ts';

export const SPEC = resolve(import.meta.dirname, '../../../openapi.yaml');
const doc = parseSpec(readFileSync(SPEC, 'utf8'));

/** Text of a JSON value that should be a string or number (anything else becomes empty). */
const text = (value: Json | undefined): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export type Fault =
  | 'none'
  /** shape: a required field missing from the user */
  | 'shape'
  /** status: another account's order refused with an undocumented 404 */
  | 'status'
  /** envelope: the user's answer without its `status` */
  | 'envelope'
  /** content type: the user served as text/html (the body still parses) */
  | 'content-type'
  /** near miss: withdrawals carry `payment_time` for the documented optional `paymentime` */
  | 'near-miss'
  /** authorization: any account reads any order by id */
  | 'read-any-order'
  /** authorization: every account's list shows account A's withdrawals */
  | 'list-any-withdrawal'
  /** authorization: any account closes any contract position by id */
  | 'close-any-position'
  /** authorization: any account reads any message by id */
  | 'read-any-message'
  /** legal, not a fault: withdrawals refused as documented outside their hours */
  | 'outside-hours'
  /** sessions: a signed-out token keeps working */
  | 'token-after-sign-out'
  /** sessions: a password change leaves the account's other sessions open */
  | 'token-after-password-change'
  /** amounts: a withdrawal takes any amount (1e300, negative, too many places) and moves the balance */
  | 'unbounded-amount'
  /** throttling: wrong passwords are never throttled */
  | 'no-throttling';

/** A money amount as `MoneyInput` bounds it: 0 to 1e9, at most 2 decimal places, number or numeric string. */
const moneyInContract = (value: Json | undefined): boolean =>
  (typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 1e9 &&
    /^\d+(\.\d{1,2})?$/.test(String(value))) ||
  (typeof value === 'string' && /^[0-9]{1,10}(\.[0-9]{1,2})?$/.test(value) && Number(value) <= 1e9);

const validator = new ContractValidator(doc);
const operations = listOperations(doc);

/** The request body breaks the contract's schema, or carries a number with more than 8 decimal places. */
function invalidBody(path: string, method: string, body: Json): boolean {
  const operation = operations.find((o) => o.path === path && o.method === method);
  const schema = operation === undefined ? undefined : jsonBodySchema(doc, operation);
  if (schema === undefined) return false;
  const tooPrecise = Object.values(isObject(body) ? body : {}).some(
    (value) => typeof value === 'number' && (/\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0) > 8,
  );
  return tooPrecise || validator.validateAt(pointerOf(...schema.pointer), body).some((f) => f.severity === 'error');
}

/** The first example of a documented answer, copied. */
function example(path: string, method: string, status: string, name?: string): JsonObject {
  const operation = deref(doc, (deref(doc, doc.paths) as JsonObject)[path]) as JsonObject;
  const response = deref(doc, ((operation[method] as JsonObject).responses as JsonObject)[status]) as JsonObject;
  const media = deref(doc, (response.content as JsonObject)['application/json']) as JsonObject;
  const examples = isObject(media.examples) ? media.examples : {};
  const chosen =
    'example' in media
      ? media.example
      : (deref(doc, name !== undefined ? examples[name] : Object.values(examples)[0]) as JsonObject).value;
  return structuredClone(chosen) as JsonObject;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((done) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => done(text));
  });

export interface FakeServer {
  url: string;
  close: () => Promise<void>;
}

export async function startFakeServer(fault: Fault, port = 0): Promise<FakeServer> {
  const login = example('/login', 'post', '200');
  const exampleUser = (login.data as JsonObject).user as JsonObject;
  const balances = new Map<number, number>();
  const failed = new Map<number, number>();
  const users = new Map<string, { id: number; password: string }>([
    [text(exampleUser.username), { id: Number(exampleUser.id), password: 'Trade@2026' }],
  ]);
  const tokens = new Map<string, number>();
  const orders = new Map<number, number>();
  let next = 1000;
  const withdrawals = example('/withdrawrecord', 'get', '200');
  const positions = new Map<number, number>();
  const messages = example('/wallet/messagelist', 'get', '200');

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/api/, '');
      const raw = await readBody(request);
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, Json>;
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const user = tokens.get(token);
      const send = (status: number, value: Json, type = 'application/json'): void => {
        response.writeHead(status, { 'content-type': type });
        response.end(JSON.stringify(value));
      };
      const invalidId = (): void =>
        send(400, {
          status: 400,
          message: 'The given data was invalid.',
          result: { id: ['The selected id is invalid.'] },
        });
      if (path === '/login' && request.method === 'POST') {
        const account = users.get(text(body.userName ?? body.username));
        // 5 wrong passwords lock the account, the right one included (the window never ends here)
        const failures = account === undefined ? 0 : (failed.get(account.id) ?? 0);
        if (account !== undefined && failures >= 5 && fault !== 'no-throttling') {
          response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '900' });
          return response.end(
            JSON.stringify({
              status: 429,
              message: 'Too many failed attempts. Please wait 900 seconds before trying again',
            }),
          );
        }
        if (account === undefined || account.password !== body.password) {
          if (account !== undefined) failed.set(account.id, failures + 1);
          return send(403, { status: 403, message: 'Incorrect account or password' });
        }
        const issued = `t${next++}`;
        tokens.set(issued, account.id);
        const answer = structuredClone(login);
        (answer.data as JsonObject).token = issued;
        ((answer.data as JsonObject).user as JsonObject).id = account.id;
        return send(200, answer);
      }
      if (path === '/register' && request.method === 'POST') {
        users.set(text(body.username), { id: next++, password: text(body.password) });
        return send(200, example('/register', 'post', '200'));
      }
      if (user === undefined) return send(401, { status: 401, message: 'Unauthenticated.' });
      if (path === '/logout' && request.method === 'POST') {
        if (fault !== 'token-after-sign-out') tokens.delete(token);
        return send(200, { status: 200, message: 'Signed out' });
      }
      if (path === '/password' && request.method === 'PUT') {
        const account = [...users.values()].find((candidate) => candidate.id === user);
        if (account === undefined || account.password !== body.old_password)
          return send(403, { status: 403, message: 'The current password is incorrect' });
        account.password = text(body.new_password);
        // every other session of the account ends; the one that changed the password stays
        if (fault !== 'token-after-password-change')
          for (const [other, id] of tokens) if (id === user && other !== token) tokens.delete(other);
        return send(200, { status: 200, message: 'Password changed' });
      }
      if (path === '/userdetail') {
        const answer = example('/userdetail', 'get', '200');
        const result = answer.result as JsonObject;
        result.id = user;
        result.balance = (balances.get(user) ?? 12850.75).toFixed(2);
        if (fault === 'shape') delete result.username;
        if (fault === 'envelope') delete answer.status;
        return send(200, answer, fault === 'content-type' ? 'text/html; charset=utf-8' : 'application/json');
      }
      const amountError = (): void =>
        send(400, {
          status: 400,
          message: 'The given data was invalid.',
          result: { amount: ['The amount is invalid.'] },
        });
      if (path === '/order' && request.method === 'POST') {
        if (!moneyInContract(body.amount)) return amountError();
        const answer = example('/order', 'post', '200');
        const id = next++;
        orders.set(id, user);
        (answer.result as JsonObject).order_id = id;
        return send(200, answer);
      }
      const detail = /^\/orderdetail\/(\d+)$/.exec(path);
      if (detail) {
        const owner = orders.get(Number(detail[1]));
        if (owner !== user && fault === 'status') return send(404, { status: 404, message: 'Not Found' });
        if (owner !== user && fault !== 'read-any-order') return invalidId();
        return send(200, example('/orderdetail/{id}', 'get', '200'));
      }
      if (path === '/withdrawbywallet' && request.method === 'POST') {
        if (fault === 'outside-hours') return send(403, example('/withdrawbywallet', 'post', '403', 'outsideHours'));
        if (fault !== 'unbounded-amount' && !moneyInContract(body.amount)) return amountError();
        // the example account's withdrawal password before the contract's change example (135790 -> 246801)
        if (body.pay_password !== '135790')
          return send(403, example('/withdrawbywallet', 'post', '403', 'wrongPayPassword'));
        balances.set(user, (balances.get(user) ?? 12850.75) - Number(body.amount));
        return send(200, { status: 200, message: 'Withdrawal submitted' });
      }
      const contract = /^\/trade\/(createPerpetualContract|setContract|Contractclose|Contractordercancel)$/.exec(path);
      if (contract && request.method === 'POST') {
        if (invalidBody(path, 'post', body)) return amountError();
        if (contract[1] === 'createPerpetualContract') {
          positions.set(next++, user);
          return send(200, example(path, 'post', '200'));
        }
        const id = Number(body.id);
        const mine = positions.get(id) === user;
        if (!mine && !(fault === 'close-any-position' && contract[1] === 'Contractclose' && positions.has(id)))
          return send(403, { status: 403, message: 'This order can no longer be changed' });
        if (contract[1] !== 'setContract') positions.delete(id);
        return send(200, example(path, 'post', '200'));
      }
      if (path === '/trade/Contractorderlist') {
        const answer = example(path, 'get', '200');
        const [row] = (answer.result as JsonObject).data as JsonObject[];
        (answer.result as JsonObject).data = [...positions]
          .filter(([, owner]) => owner === user)
          .map(([id]) => ({ ...row, id }));
        return send(200, answer);
      }
      if (path === '/wallet/messagelist') {
        const answer = structuredClone(messages);
        if (user !== Number(exampleUser.id)) ((answer.result as JsonObject).data as JsonObject).list = [];
        return send(200, answer);
      }
      if (path === '/wallet/messagecontent') {
        const list = ((messages.result as JsonObject).data as JsonObject).list as JsonObject[];
        const known = list.some((row) => text(row.id) === url.searchParams.get('id'));
        if (!known || (user !== Number(exampleUser.id) && fault !== 'read-any-message')) return invalidId();
        return send(200, example(path, 'get', '200'));
      }
      if (path === '/withdrawrecord') {
        const answer = structuredClone(withdrawals);
        const list = (answer.result as JsonObject).list as JsonObject[];
        if (user !== Number(exampleUser.id) && fault !== 'list-any-withdrawal') (answer.result as JsonObject).list = [];
        if (fault === 'near-miss') {
          for (const row of list) {
            row.payment_time = row.paymentime ?? null;
            delete row.paymentime;
          }
        }
        return send(200, answer);
      }
      send(404, { status: 404, message: 'Not Found' });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  const bound = await new Promise<number>((done) =>
    server.listen(port, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );
  return { url: `http://127.0.0.1:${bound}/api`, close: () => new Promise((done) => server.close(() => done())) };
}
