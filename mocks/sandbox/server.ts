/**
 * The sandbox provider: one process, one port, serving
 *   - the provider's REST API under /api (every operation of openapi.yaml, stateful),
 *   - the market-data host: the socket (/ws, asyncapi.yaml) and the candle history
 *     (/kline/query/history), from the same feed the orders are filled and settled at,
 *   - the control endpoints under /__sandbox (reset, clocks, prices; see control.ts).
 * `npm start` puts Prism in proxy mode (`--errors`) in front of /api, so every answer is checked
 * against the contract on its way to the app.
 *
 *   tsx mocks/sandbox/server.ts [--port 4020] [--host 127.0.0.1] [--seed 42] [--speed 1]
 *        [--data .sandbox/state.json | --memory] [--reset] [--interval 500]
 *        [--deposit-delay 30] [--withdraw-delay 60] [--loan-delay 30] [--kyc-delay 30]
 *        [--no-withdraw-hours]
 */
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { isEntryPoint } from '../../scripts/lib/entry-point.ts';
import { startTickServer, type TickServer } from '../tick-generator/server.ts';
import { createClock } from './clock.ts';
import { DEFAULT_CONFIG, type SandboxConfig } from './context.ts';
import { createControlApp } from './control.ts';
import { createSandbox, type Sandbox } from './sandbox.ts';
import { fileStorage, writeFileAtomic } from './state-file.ts';

export const DEFAULT_DATA_FILE = '.sandbox/state.json';

export interface SandboxServerOptions {
  host?: string;
  port: number;
  seed?: number;
  speed?: number;
  /** State file; undefined keeps the state in memory. */
  file?: string;
  /** Start from the seed even when the file holds a state. */
  reset?: boolean;
  intervalMs?: number;
  config?: Partial<SandboxConfig>;
  /** How often due items are settled without a request (ms); default 250. */
  settleEveryMs?: number;
  priceRate?: number;
  symbolsCount?: number;
  /** How often the socket sends its plain-text `ping` (ms); default 20 000, like the provider. */
  pingIntervalMs?: number;
}

export interface SandboxServer {
  readonly port: number;
  readonly sandbox: Sandbox;
  close(): Promise<void>;
}

/** The header that says an answer's changes could not be saved (kept in memory, saved again later). */
export const NOT_DURABLE_HEADER = 'Sandbox-Durable';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * Answers once every change the answer may show is saved (group commit, store.ts): a write is never
 * acknowledged before it would survive a crash, and a read never shows what a crash could take back.
 * An answer with nothing to wait for is sent at once (synchronously, as before).
 */
function answeredWhenDurable(sandbox: Sandbox, fetch: Fetch): Fetch {
  const afterSaving = (response: Response): Response | Promise<Response> => {
    const saving = sandbox.store.durable();
    if (saving === undefined) return response;
    return saving.then((saved) => {
      if (!saved) response.headers.set(NOT_DURABLE_HEADER, 'false');
      return response;
    });
  };
  return (request, env) => {
    const answer = fetch(request, env);
    return answer instanceof Response ? afterSaving(answer) : answer.then(afterSaving);
  };
}

export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const {
    host = '127.0.0.1',
    port,
    seed = 42,
    speed = 1,
    file,
    reset = false,
    intervalMs = 500,
    settleEveryMs = 250,
  } = options;
  const clock = createClock({ speed });
  if (reset && file !== undefined) writeFileAtomic(file, '{}');
  const sandbox = createSandbox({
    seed,
    clock,
    storage: file === undefined ? undefined : fileStorage(file),
    config: options.config,
  });
  if (sandbox.missing.length > 0) console.warn(`[sandbox] operations without a handler: ${sandbox.missing.join(', ')}`);

  // each app answers on its own: mounted under a common root, every sandbox route would be wrapped
  // in an asynchronous error handler of its own, and no answer could be written at once
  const api = getRequestListener(answeredWhenDurable(sandbox, sandbox.app.fetch));
  const control = getRequestListener(answeredWhenDurable(sandbox, createControlApp(sandbox).fetch));
  const listenerOf = (path: string): typeof api | undefined =>
    path.startsWith('/api/') ? api : path === '/__sandbox' || path.startsWith('/__sandbox/') ? control : undefined;

  const ticks: TickServer = await startTickServer({
    host,
    port,
    seed,
    intervalMs,
    clock: () => clock.marketNow(),
    feed: sandbox.market.feed,
    klines: sandbox.market.klines,
    priceRate: options.priceRate,
    pingIntervalMs: options.pingIntervalMs,
    onRequest(request, response) {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const listener = listenerOf(path);
      if (listener === undefined) return false;
      void listener(request, response);
      return true;
    },
    onStep: () => sandbox.tick(),
  });
  const settle = setInterval(() => sandbox.tick(), settleEveryMs);
  let closing: Promise<void> | undefined;
  return {
    port: ticks.port,
    sandbox,
    close() {
      closing ??= (async () => {
        clearInterval(settle);
        await ticks.close();
        sandbox.store.close();
      })();
      return closing;
    },
  };
}

const USAGE = `usage: tsx mocks/sandbox/server.ts [--port 4020] [--host 127.0.0.1] [--seed 42] [--speed 1]
  [--data ${DEFAULT_DATA_FILE} | --memory] [--reset] [--interval 500]
  [--deposit-delay 30] [--withdraw-delay 60] [--loan-delay 30] [--kyc-delay 30] [--no-withdraw-hours]
Delays are in business seconds (they pass --speed times faster than the wall clock).`;

function number(name: string, value: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max)
    throw new Error(`--${name} must be a number from ${min} to ${max}, got "${value}"`);
  return parsed;
}

export function optionsFromArgs(args: readonly string[]): SandboxServerOptions {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      port: { type: 'string', default: '4020' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '42' },
      speed: { type: 'string', default: '1' },
      data: { type: 'string', default: DEFAULT_DATA_FILE },
      memory: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      interval: { type: 'string', default: '500' },
      'deposit-delay': { type: 'string', default: String(DEFAULT_CONFIG.depositReviewMs / 1000) },
      'withdraw-delay': { type: 'string', default: String(DEFAULT_CONFIG.withdrawalReviewMs / 1000) },
      'loan-delay': { type: 'string', default: String(DEFAULT_CONFIG.loanReviewMs / 1000) },
      'kyc-delay': { type: 'string', default: String(DEFAULT_CONFIG.kycReviewMs / 1000) },
      'no-withdraw-hours': { type: 'boolean', default: false },
      'price-rate': { type: 'string', default: '0' },
    },
  });
  return {
    host: values.host,
    port: number('port', values.port, 0, 65_535),
    seed: number('seed', values.seed, 0, 2 ** 32 - 1),
    speed: number('speed', values.speed, 0.001, 100_000),
    file: values.memory ? undefined : values.data,
    reset: values.reset,
    intervalMs: number('interval', values.interval, 10, 60_000),
    priceRate: number('price-rate', values['price-rate'], 0, 100_000),
    config: {
      depositReviewMs: number('deposit-delay', values['deposit-delay'], 0, 86_400 * 30) * 1000,
      withdrawalReviewMs: number('withdraw-delay', values['withdraw-delay'], 0, 86_400 * 30) * 1000,
      loanReviewMs: number('loan-delay', values['loan-delay'], 0, 86_400 * 30) * 1000,
      kycReviewMs: number('kyc-delay', values['kyc-delay'], 0, 86_400 * 30) * 1000,
      enforceWithdrawalHours: !values['no-withdraw-hours'],
    },
  };
}

async function main(): Promise<void> {
  let options: SandboxServerOptions;
  try {
    options = optionsFromArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const server = await startSandboxServer(options);
  const where = `http://${options.host ?? '127.0.0.1'}:${server.port}`;
  const state = options.file === undefined ? 'in memory' : `in ${options.file}`;
  console.log(
    `sandbox provider on ${where} (REST /api, socket /ws, candles /kline, control /__sandbox); state ${state}; seed ${options.seed ?? 42}, speed ${options.speed ?? 1}×`,
  );
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntryPoint(import.meta.url)) await main();
