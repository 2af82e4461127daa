/**
 * Test harness of the sandbox: a sandbox in memory on a manual clock, and a `call` that sends a
 * request through the real HTTP app (Hono's `app.request`, web-standard Request/Response) and
 * checks every answer against the contract's generated zod schema of that operation and status.
 * A handler that drifts from openapi.yaml fails its own unit test, not only contract:verify.
 */
import type { ZodMiniType as ZodType } from 'zod/mini';
import * as schemas from '../../src/api/generated/zod/index.zod.ts';
import { createManualClock, type ManualClock } from './clock.ts';
import type { SandboxConfig } from './context.ts';
import { createSandbox, type Sandbox } from './sandbox.ts';
import { EXAMPLE_ACCOUNT, EXAMPLE_TOKEN } from './seed.ts';

export interface TestAnswer<T = any> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  lang?: string;
  headers?: Record<string, string>;
  /** Send this raw text as the body (malformed JSON tests). */
  rawBody?: string;
  form?: FormData;
}

export interface TestSandbox extends Sandbox {
  readonly clock: ManualClock;
  /** Sends `METHOD /path` (contract path, without /api) and returns the checked answer. */
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<TestAnswer<T>>;
  /** Registers and signs in a fresh account; returns its token and phone. */
  newAccount(options?: {
    phone?: string;
    password?: string;
    inviteCode?: string;
  }): Promise<{ token: string; phone: string; password: string }>;
  /** The example account's token (seeded session). */
  readonly exampleToken: string;
}

let phoneCounter = 0;

const responseSchema = (operationId: string): ZodType | undefined => {
  const name = `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;
  const value = (schemas as Record<string, unknown>)[name];
  return typeof value === 'object' && value !== null && 'safeParse' in value ? (value as ZodType) : undefined;
};

export function createTestSandbox(
  options: { seed?: number; config?: Partial<SandboxConfig>; start?: number } = {},
): TestSandbox {
  const clock = createManualClock(options.start);
  const sandbox = createSandbox({ seed: options.seed ?? 42, clock, config: options.config });
  const operationOf = (method: string, path: string): string | undefined => {
    for (const operation of sandbox.ctx.contract.operations.values()) {
      if (operation.method !== method.toLowerCase()) continue;
      const pattern = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if (pattern.test(path)) return operation.operationId;
    }
    return undefined;
  };
  const call = async <T>(method: string, path: string, callOptions: CallOptions = {}): Promise<TestAnswer<T>> => {
    const { token, body, query, lang = 'en', headers = {}, rawBody, form } = callOptions;
    const search =
      query === undefined
        ? ''
        : `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
    const init: RequestInit = { method, headers: { Lang: lang, ...headers } };
    const allHeaders = init.headers as Record<string, string>;
    if (token !== undefined) allHeaders.Authorization = `Bearer ${token}`;
    if (form !== undefined) init.body = form;
    else if (rawBody !== undefined || body !== undefined) {
      allHeaders['Content-Type'] = 'application/json';
      init.body = rawBody ?? JSON.stringify(body);
    }
    const response = await sandbox.app.request(`http://sandbox.test/api${path}${search}`, init);
    const answer = { status: response.status, body: (await response.json()) as T };
    const operationId = operationOf(method, path);
    if (answer.status === 200 && operationId !== undefined) {
      const schema = responseSchema(operationId);
      const result = schema?.safeParse(answer.body);
      if (result !== undefined && !result.success) {
        throw new Error(
          `${method} ${path}: the answer does not conform to the contract: ${JSON.stringify(result.error.issues.slice(0, 3))}\n${JSON.stringify(answer.body).slice(0, 800)}`,
        );
      }
    }
    return answer;
  };
  const newAccount: TestSandbox['newAccount'] = async (accountOptions = {}) => {
    phoneCounter += 1;
    const phone = accountOptions.phone ?? `0987${String(100000 + phoneCounter).slice(-6)}`;
    const password = accountOptions.password ?? 'Secret#123';
    const register = await call('POST', '/register', {
      body: {
        username: phone,
        password,
        confirmPassword: password,
        ...(accountOptions.inviteCode === undefined ? {} : { invite_code: accountOptions.inviteCode }),
      },
    });
    if (register.status !== 200) throw new Error(`register failed: ${JSON.stringify(register.body)}`);
    const login = await call<{ data: { token: string } }>('POST', '/login', {
      body: { userName: phone, password, type: 'username' },
    });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return { token: login.body.data.token, phone, password };
  };
  return { ...sandbox, clock, call, newAccount, exampleToken: EXAMPLE_TOKEN };
}

export { EXAMPLE_ACCOUNT, EXAMPLE_TOKEN };
