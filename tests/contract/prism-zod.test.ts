import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodMiniType as ZodType } from 'zod/mini';
import * as schemas from '../../src/api/generated/zod/index.zod';
import { parseSpec } from '../../packages/contract-kit/src/lib/openapi.ts';
import { buildCorpus, type CorpusRequest } from '../../packages/contract-kit/src/lib/request-corpus.ts';

/**
 * What the mock provider serves is what the app's generated zod schemas accept: every operation,
 * answered by Prism from its static examples and by a seeded dynamic run (random data generated from
 * the schemas), parses with the zod schema generated for that operation's success response.
 */
const root = resolve(import.meta.dirname, '../..');
const spec = parseSpec(readFileSync(resolve(root, 'openapi.yaml'), 'utf8'), 'openapi.yaml');
const corpus = buildCorpus(spec, { token: 'contract-test-token', lang: 'vi' });
const zodSchemas = schemas as unknown as Record<string, ZodType | undefined>;

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

const startPrism = async (extra: string[]): Promise<{ url: string; stop: () => void }> => {
  const port = await freePort();
  const child: ChildProcess = spawn(
    resolve(root, 'node_modules/.bin/prism'),
    ['mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', String(port), ...extra],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('Prism did not start within 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Prism is listening')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.once('exit', (code) => fail(new Error(`Prism exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
};

const send = async (base: string, request: CorpusRequest): Promise<{ status: number; body: unknown }> => {
  const headers = new Headers(request.headers);
  let body: string | FormData | undefined;
  if (request.body?.kind === 'json') {
    headers.set('Content-Type', request.body.contentType);
    body = JSON.stringify(request.body.value);
  } else if (request.body?.kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of request.body.fields) form.append(name, value);
    for (const file of request.body.files)
      form.append(file.name, new Blob([file.data], { type: file.contentType }), file.filename);
    body = form;
  }
  const response = await fetch(`${base}${request.pathAndQuery}`, {
    method: request.method.toUpperCase(),
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json() };
};

const responseSchema = (operationId: string): ZodType => {
  const name = `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;
  const schema = zodSchemas[name];
  if (!schema) throw new Error(`no generated zod schema ${name}`);
  return schema;
};

describe.each([
  { mode: 'static examples', args: [] as string[] },
  { mode: 'dynamic, seeded', args: ['--dynamic', '--seed', '20261122'] },
])('Prism ($mode) answers every operation in a shape the app accepts', ({ args }) => {
  let prism: { url: string; stop: () => void };
  beforeAll(async () => {
    prism = await startPrism(args);
  }, 40_000);
  afterAll(() => prism.stop());

  it('covers every operation of the contract', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(73);
  });

  it.each(corpus.map((request) => [request.operation.operationId, request] as const))('%s', async (_id, request) => {
    const { status, body } = await send(prism.url, request);
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    const parsed = responseSchema(request.operation.operationId).safeParse(body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });
});
