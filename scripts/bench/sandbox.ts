/**
 * `npm run bench:sandbox`: how fast the sandbox provider answers, alone and behind Prism, next to
 * Prism's own example mode, and how many socket clients its feed keeps up with. All on loopback, in
 * one run, side by side; prints the figures and the ratios against the targets:
 *   - the sandbox alone answers p95 ≤ 5 ms at 1,000 requests/s;
 *   - behind Prism (proxy, --errors) at 200 requests/s its p95 is within 1.25× of Prism's example mode
 *     on the same operations;
 *   - the feed serves 100 socket clients at 1,000 frames/s each without falling behind.
 *
 *   npm run bench:sandbox [-- --duration 10 --clients 100 --frame-rate 1000 --rate 1000 --proxy-rate 200]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { EXAMPLE_TOKEN } from '../../mocks/sandbox/seed.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    clients: { type: 'string', default: '100' },
    'frame-rate': { type: 'string', default: '1000' },
    rate: { type: 'string', default: '1000' },
    'proxy-rate': { type: 'string', default: '200' },
  },
});
const duration = Number(values.duration);
const PORTS = { sandbox: 4630, proxy: 4631, prism: 4632, feed: 4633 } as const;
const OPERATIONS = ['/userdetail', '/tradesymbol', '/trade/Contractorderalllist?status=1&page=1&limit=10', '/moneychange?page=1&limit=10'];
const HEADERS = { Authorization: `Bearer ${EXAMPLE_TOKEN}`, Lang: 'vi' };

const children: ChildProcess[] = [];
const start = (command: string, args: string[]): ChildProcess => {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
};
const stopAll = (): void => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('exit', stopAll);

const waitForPort = async (port: number, timeoutMs = 60_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listens on ${port}`);
};

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Run {
  label: string;
  rate: number;
  sent: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Fixed-rate load spread over the operations; latency from every response (ms). */
async function load(label: string, base: string, rate: number, seconds: number): Promise<Run> {
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon(
    {
    url: base,
    connections: Math.max(4, Math.ceil(rate / 100)),
    overallRate: rate,
    duration: seconds,
    requests: OPERATIONS.map((path) => ({ method: 'GET', path: `${new URL(base).pathname.replace(/\/$/, '')}${path}`, headers: HEADERS })),
    },
    () => undefined,
  );
  const finished = new Promise<void>((resolve) => instance.on('done', () => resolve()));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode > 299) non2xx += 1;
  });
  await finished;
  times.sort((a, b) => a - b);
  return { label, rate, sent: times.length, non2xx, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

const ms = (value: number): string => `${value.toFixed(2)} ms`;
const row = (run: Run): string =>
  `${run.label.padEnd(34)} ${String(run.rate).padStart(5)}/s  ${String(run.sent).padStart(6)} answers  non-2xx ${String(run.non2xx).padStart(4)}  p50 ${ms(run.p50).padStart(9)}  p95 ${ms(run.p95).padStart(9)}  p99 ${ms(run.p99).padStart(9)}`;

/** N clients subscribe to the price topic of a feed pacing `frameRate` price frames/s. */
async function feed(clients: number, frameRate: number, seconds: number): Promise<{ perClient: number[]; expected: number; backlog: number }> {
  start('npx', ['tsx', 'mocks/sandbox/server.ts', '--memory', '--port', String(PORTS.feed), '--price-rate', String(frameRate), '--interval', '60000']);
  await waitForPort(PORTS.feed);
  const sockets: WebSocket[] = [];
  const counts: number[] = new Array<number>(clients).fill(0);
  let counting = false;
  await Promise.all(
    Array.from({ length: clients }, (_, index) =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${PORTS.feed}/ws`, { perMessageDeflate: false });
        sockets.push(socket);
        socket.on('open', () => {
          socket.send('sub:real.market_ti');
          resolve();
        });
        socket.on('message', (data) => {
          if (counting && Buffer.isBuffer(data) && data.toString('utf8').startsWith('{"cmd_id":22998')) counts[index]! += 1;
        });
        socket.on('error', reject);
      }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000)); // warm-up
  counting = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const atEnd = counts.reduce((sum, count) => sum + count, 0);
  counting = true;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const afterDrain = counts.reduce((sum, count) => sum + count, 0);
  for (const socket of sockets) socket.terminate();
  const perClient = counts.map((count) => count);
  return { perClient, expected: frameRate * seconds, backlog: (afterDrain - atEnd) / clients - frameRate };
}

try {
  console.log(`bench:sandbox: ${OPERATIONS.length} operations round-robin, ${duration} s per run, loopback\n`);
  start('npx', ['tsx', 'mocks/sandbox/server.ts', '--memory', '--port', String(PORTS.sandbox)]);
  await waitForPort(PORTS.sandbox);
  start('npx', ['prism', 'proxy', 'openapi.yaml', `http://127.0.0.1:${PORTS.sandbox}/api`, '--errors', '--port', String(PORTS.proxy), '-v', 'silent']);
  start('npx', ['prism', 'mock', 'openapi.yaml', '--port', String(PORTS.prism), '-v', 'silent']);
  await Promise.all([waitForPort(PORTS.proxy), waitForPort(PORTS.prism)]);
  // warm every path once
  await load('warm-up', `http://127.0.0.1:${PORTS.sandbox}/api`, 100, 2);
  await load('warm-up', `http://127.0.0.1:${PORTS.proxy}`, 100, 2);
  await load('warm-up', `http://127.0.0.1:${PORTS.prism}`, 100, 2);

  const alone = await load('sandbox alone', `http://127.0.0.1:${PORTS.sandbox}/api`, Number(values.rate), duration);
  const proxyRate = Number(values['proxy-rate']);
  const behind = await load('sandbox behind Prism (proxy)', `http://127.0.0.1:${PORTS.proxy}`, proxyRate, duration);
  const examples = await load("Prism's example mode", `http://127.0.0.1:${PORTS.prism}`, proxyRate, duration);
  for (const run of [alone, behind, examples]) console.log(row(run));
  const ratio = behind.p95 / examples.p95;
  console.log(`\nsandbox alone p95 ${ms(alone.p95)} at ${alone.rate}/s — target ≤ 5 ms: ${alone.p95 <= 5 ? 'met' : 'NOT met'}`);
  console.log(`behind Prism p95 / Prism examples p95 = ${ms(behind.p95)} / ${ms(examples.p95)} = ${ratio.toFixed(2)}× — target ≤ 1.25×: ${ratio <= 1.25 ? 'met' : 'NOT met'}`);

  const clients = Number(values.clients);
  const frameRate = Number(values['frame-rate']);
  const result = await feed(clients, frameRate, duration);
  const sorted = [...result.perClient].sort((a, b) => a - b);
  const share = (count: number): string => `${((count / result.expected) * 100).toFixed(1)} %`;
  console.log(`\nfeed: ${clients} clients, ${frameRate} price frames/s each, ${duration} s`);
  console.log(`  frames per client: min ${sorted[0]} (${share(sorted[0] ?? 0)}), median ${percentile(sorted, 50)} (${share(percentile(sorted, 50))}), expected ${result.expected}`);
  console.log(`  total delivered ${(sorted.reduce((a, b) => a + b, 0) / duration).toFixed(0)} frames/s`);
  const kept = (sorted[0] ?? 0) >= result.expected * 0.95;
  console.log(`  every client within 5 % of the paced rate: ${kept ? 'met' : 'NOT met'}`);
} finally {
  stopAll();
}
