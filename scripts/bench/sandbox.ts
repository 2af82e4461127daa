/**
 * `npm run bench:sandbox`: how fast the sandbox provider answers, alone and behind Prism, next to
 * Prism's own example mode, and how many socket clients its feed keeps up with. All on loopback, in
 * one run, side by side; prints the figures and the ratios against the targets:
 *   - the sandbox alone answers p95 ≤ 5 ms at 1,000 requests/s;
 *   - behind Prism (proxy, --errors) at 200 requests/s its p95 is within 1.25× of Prism's example mode
 *     on the same operations;
 *   - the feed serves 100 socket clients at 1,000 frames/s each without falling behind.
 *
 *   npm run bench:sandbox [-- --duration 10 --warm-up 3 --slices 3 --rate 1000 --proxy-rate 200
 *                            --clients 100 --frame-rate 1000 --port 4630 --paced --profile <dir>]
 *
 * The load is autocannon's rate limit: each connection (one per 100 requests/s) sends its quota for
 * the second back to back, then waits for the next second, so requests queue behind each other and
 * the figures depend on how fast each answer is made. `--paced` sends them at evenly spaced times
 * instead (open loop), as a browser's calls arrive: then they mostly measure how soon a sleeping
 * process gets a core, which on a busy machine is most of the latency.
 *
 * Latency depends on what else the machine runs, so each run also reports:
 *   - the load average at the start and the end (above 1, latencies are marked unreliable);
 *   - the CPU time each server process spends per answer (its own /proc figures, net of its idle
 *     timers): the load-independent figure to compare between runs and machines;
 *   - a floor: a bare Node server replaying the sandbox's own answers (nothing but Node's HTTP and
 *     the kernel) at the same rate, and the same server behind Prism's proxy, which shows how much
 *     of the proxied latency is Prism's own (request and response validation, the extra hop).
 * Targets compared with each other are measured in slices taken in turn (A B C A B C …), after a
 * warm-up, so a change of load during the run falls on all of them alike.
 * Ports: --port and the five above it. `--profile <dir>` records a CPU profile of the sandbox
 * (node --cpu-prof) and prints the functions that took the most time.
 */
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EXAMPLE_TOKEN } from '../../mocks/sandbox/seed.ts';
import { summarise } from './cpuprofile-summary.ts';
import { answerKey } from './fixed-answers.ts';
import { closeAgents, interleaved, loadOf, type Shape, type Target } from './load.ts';
import { idleCpu, loadText, machineLoad, startNode, stopAll, waitForPort } from './processes.ts';
import { feed, reportFeed, type FeedOptions } from './sandbox-feed.ts';
import { reportLatencies } from './sandbox-report.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '3' },
    slices: { type: 'string', default: '3' },
    clients: { type: 'string', default: '100' },
    'frame-rate': { type: 'string', default: '1000' },
    rate: { type: 'string', default: '1000' },
    'proxy-rate': { type: 'string', default: '200' },
    port: { type: 'string', default: '4630' },
    paced: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const SHAPE: Shape = values.paced ? 'paced' : 'bursty';
const DURATION = Number(values.duration);
const WARM_UP = Number(values['warm-up']);
const SLICES = Math.max(1, Math.round(Number(values.slices)));
const RATE = Number(values.rate);
const PROXY_RATE = Number(values['proxy-rate']);
const BASE = Number(values.port);
const PORTS = {
  sandbox: BASE,
  proxy: BASE + 1,
  prism: BASE + 2,
  feed: BASE + 3,
  fixed: BASE + 4,
  proxyFixed: BASE + 5,
} as const;
const OPERATIONS = [
  '/userdetail',
  '/tradesymbol',
  '/trade/Contractorderalllist?status=1&page=1&limit=10',
  '/moneychange?page=1&limit=10',
];
const HEADERS = { Authorization: `Bearer ${EXAMPLE_TOKEN}`, Lang: 'vi' };
const SANDBOX = ['--import', 'tsx', 'mocks/sandbox/server.ts', '--memory'];
const PRISM = join('node_modules', '.bin', 'prism');
const url = (port: number, path = ''): string => `http://127.0.0.1:${port}${path}`;

/** The sandbox's answers to the benchmark's operations, for the fixed-answer server to replay. */
async function recordAnswers(dir: string): Promise<string> {
  const answers: Record<string, { status: number; body: string }> = {};
  for (const operation of OPERATIONS) {
    const response = await fetch(url(PORTS.sandbox, `/api${operation}`), { headers: HEADERS });
    answers[answerKey(`/api${operation}`)] = { status: response.status, body: await response.text() };
  }
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return file;
}

const work = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
try {
  const start = machineLoad();
  console.log(
    `bench:sandbox: ${OPERATIONS.length} operations round-robin (${OPERATIONS.map((path) => path.split('?')[0]).join(', ')}), loopback`,
  );
  console.log(
    `each figure: ${DURATION} s at a fixed rate (${SHAPE === 'paced' ? 'paced: evenly spaced requests, open loop' : "bursty: autocannon's per-second quota per connection"}), in ${SLICES} slice(s) taken in turn with the targets it is compared with, after ${WARM_UP} s of warm-up`,
  );
  console.log(`machine at start: ${loadText(start)}`);
  if (start.busy)
    console.log(
      '  NOTE: load average above 1: other work competes for the cores, so the latencies below are unreliable; the CPU time per answer is not affected',
    );

  const profileDir = values.profile;
  if (profileDir !== undefined) mkdirSync(profileDir, { recursive: true });
  const sandbox = startNode([
    ...(profileDir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', profileDir]),
    ...SANDBOX,
    '--port',
    String(PORTS.sandbox),
  ]);
  await waitForPort(PORTS.sandbox);
  const answers = await recordAnswers(work);
  const fixed = startNode([
    '--import',
    'tsx',
    'scripts/bench/fixed-answers.ts',
    '--port',
    String(PORTS.fixed),
    '--answers',
    answers,
  ]);
  const prism = (args: string[]) => startNode([PRISM, ...args, '-v', 'silent']);
  const proxy = prism(['proxy', 'openapi.yaml', url(PORTS.sandbox, '/api'), '--errors', '--port', String(PORTS.proxy)]);
  const mock = prism(['mock', 'openapi.yaml', '--port', String(PORTS.prism)]);
  const proxyFixed = prism([
    'proxy',
    'openapi.yaml',
    url(PORTS.fixed, '/api'),
    '--errors',
    '--port',
    String(PORTS.proxyFixed),
  ]);
  await Promise.all([PORTS.fixed, PORTS.proxy, PORTS.prism, PORTS.proxyFixed].map((port) => waitForPort(port)));

  const targets = {
    sandbox: { label: 'sandbox alone', base: url(PORTS.sandbox, '/api'), pid: sandbox.pid },
    fixed: { label: 'floor: bare Node server, same answers', base: url(PORTS.fixed, '/api'), pid: fixed.pid },
    proxy: {
      label: 'sandbox behind Prism (proxy, --errors)',
      base: url(PORTS.proxy),
      pid: proxy.pid,
      upstreamPid: sandbox.pid,
    },
    mock: { label: "Prism's example mode", base: url(PORTS.prism), pid: mock.pid },
    proxyFixed: {
      label: 'floor behind Prism (proxy, --errors)',
      base: url(PORTS.proxyFixed),
      pid: proxyFixed.pid,
      upstreamPid: fixed.pid,
    },
  } satisfies Record<string, Target>;
  for (const [target, rate] of [
    [targets.sandbox, RATE],
    [targets.fixed, RATE],
    [targets.proxy, PROXY_RATE],
    [targets.mock, PROXY_RATE],
    [targets.proxyFixed, PROXY_RATE],
  ] as const) {
    await loadOf(SHAPE)(target, OPERATIONS, HEADERS, rate, WARM_UP);
  }
  const idle = await idleCpu(
    [sandbox, fixed, proxy, mock, proxyFixed].flatMap((child) => (child.pid === undefined ? [] : [child.pid])),
    5000,
  );

  const [alone, floor] = await interleaved(
    SHAPE,
    [targets.sandbox, targets.fixed],
    OPERATIONS,
    HEADERS,
    RATE,
    DURATION,
    SLICES,
    idle,
  );
  const [behind, examples, floorBehind, aloneAtProxyRate] = await interleaved(
    SHAPE,
    [
      targets.proxy,
      targets.mock,
      targets.proxyFixed,
      { ...targets.sandbox, label: 'sandbox alone, at the proxied rate' },
    ],
    OPERATIONS,
    HEADERS,
    PROXY_RATE,
    DURATION,
    SLICES,
    idle,
  );
  reportLatencies({
    samples: {
      alone: alone!,
      floor: floor!,
      behind: behind!,
      examples: examples!,
      floorBehind: floorBehind!,
      aloneAtProxyRate: aloneAtProxyRate!,
    },
    servers: { sandbox, fixed, proxy, mock, proxyFixed },
    idle,
    rate: RATE,
    proxyRate: PROXY_RATE,
    duration: DURATION,
    slices: SLICES,
  });

  // the HTTP servers stop before the feed is measured (the sandbox writes its profile as it exits)
  for (const child of [sandbox, fixed, proxy, mock, proxyFixed]) child.kill('SIGTERM');
  await Promise.all(
    [sandbox, fixed, proxy, mock, proxyFixed]
      .filter((child) => child.exitCode === null)
      .map((child) => once(child, 'exit')),
  );
  if (profileDir !== undefined) {
    // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: the sandbox's main thread (tsx's loader thread writes one too)
    const profile = readdirSync(profileDir)
      .filter((name) => name.includes(`.${sandbox.pid}.0.`) && name.endsWith('.cpuprofile'))
      .map((name) => join(profileDir, name))
      .at(-1);
    if (profile !== undefined) {
      console.log(`\nsandbox CPU profile: ${profile}`);
      for (const line of summarise(profile, 15)) console.log(line);
    }
  }

  const feedOptions: FeedOptions = {
    sandbox: SANDBOX,
    port: PORTS.feed,
    clients: Number(values.clients),
    frameRate: Number(values['frame-rate']),
    seconds: DURATION,
    warmUp: WARM_UP,
  };
  reportFeed(await feed(feedOptions), feedOptions);

  const end = machineLoad();
  console.log(
    `\nmachine at the end: ${loadText(end)}${start.busy || end.busy ? ' — latencies of this run are unreliable (load average above 1)' : ''}`,
  );
} finally {
  closeAgents();
  stopAll();
  rmSync(work, { recursive: true, force: true });
}
