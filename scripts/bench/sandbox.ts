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
import { WebSocket } from 'ws';
import { EXAMPLE_TOKEN } from '../../mocks/sandbox/seed.ts';
import { summarise } from './cpuprofile-summary.ts';
import { answerKey } from './fixed-answers.ts';
import { closeAgents, interleaved, loadOf, percentile, type Sample, type Shape, type Target } from './load.ts';
import { idleCpu, loadText, machineLoad, sleep, startNode, stopAll, waitForPort } from './processes.ts';

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

const ms = (value: number): string => `${value.toFixed(2)} ms`;
const perAnswer = (sample: Sample, cpuMs: number | undefined): string =>
  cpuMs === undefined || sample.times.length === 0 ? 'n/a' : `${Math.round((cpuMs * 1000) / sample.times.length)} µs`;
const p = (sample: Sample, q: number): number => percentile(sample.times, q);
const row = (sample: Sample): string =>
  [
    sample.target.label.padEnd(40),
    `${sample.rate}/s`.padStart(7),
    `${Math.round(sample.times.length / sample.elapsed)}/s`.padStart(7),
    String(sample.times.length).padStart(7),
    String(sample.non2xx + sample.errors).padStart(6),
    ms(p(sample, 50)).padStart(9),
    ms(p(sample, 95)).padStart(9),
    ms(p(sample, 99)).padStart(9),
    perAnswer(sample, sample.cpuMs).padStart(9),
  ].join(' ');
const HEADER = `${'target'.padEnd(40)} ${'rate'.padStart(7)} ${'got'.padStart(7)} ${'answers'.padStart(7)} ${'errors'.padStart(6)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'CPU/ans'.padStart(9)}`;

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

/** N clients subscribe to the price topic of a feed pacing `frameRate` price frames/s. */
async function feed(
  clients: number,
  frameRate: number,
  seconds: number,
): Promise<{ perClient: number[]; expected: number; backlog: number }> {
  startNode([...SANDBOX, '--port', String(PORTS.feed), '--price-rate', String(frameRate), '--interval', '60000']);
  await waitForPort(PORTS.feed);
  const sockets: WebSocket[] = [];
  const counts: number[] = new Array<number>(clients).fill(0);
  let counting = false;
  await Promise.all(
    Array.from(
      { length: clients },
      (_, index) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${PORTS.feed}/ws`, { perMessageDeflate: false });
          sockets.push(socket);
          socket.on('open', () => {
            socket.send('sub:real.market_ti');
            resolve();
          });
          socket.on('message', (data) => {
            if (counting && Buffer.isBuffer(data) && data.toString('utf8').startsWith('{"cmd_id":22998'))
              counts[index]! += 1;
          });
          socket.on('error', reject);
        }),
    ),
  );
  await sleep(WARM_UP * 1000);
  counting = true;
  await sleep(seconds * 1000);
  const perClient = [...counts];
  const atEnd = counts.reduce((sum, count) => sum + count, 0);
  // frames still arriving a second after the end beyond the paced second's worth: the backlog
  await sleep(1000);
  const afterDrain = counts.reduce((sum, count) => sum + count, 0);
  for (const socket of sockets) socket.terminate();
  return { perClient, expected: frameRate * seconds, backlog: Math.max(0, (afterDrain - atEnd) / clients - frameRate) };
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
  const idleOf = (child: { pid?: number }): string => `${(idle.get(child.pid ?? -1) ?? Number.NaN).toFixed(1)} ms/s`;
  console.log(
    `\nCPU/ans: the server process's CPU time (/proc, in 10 ms steps: ±${Math.round((10_000 * SLICES) / (RATE * DURATION))} µs at ${RATE}/s, ±${Math.round((10_000 * SLICES) / (PROXY_RATE * DURATION))} µs at ${PROXY_RATE}/s) less its timers' own use without load`,
  );
  console.log(
    `  (sandbox ${idleOf(sandbox)}, floor ${idleOf(fixed)}, Prism proxies ${idleOf(proxy)} and ${idleOf(proxyFixed)}, Prism example mode ${idleOf(mock)})`,
  );
  console.log(`\n${HEADER}`);
  for (const sample of [alone!, floor!, behind!, examples!, floorBehind!, aloneAtProxyRate!]) console.log(row(sample));
  const troubled = [alone!, floor!, behind!, examples!, floorBehind!, aloneAtProxyRate!].filter(
    (sample) => sample.non2xx + sample.errors > 0,
  );
  for (const sample of troubled)
    console.log(
      `  NOTE: ${sample.target.label}: ${sample.non2xx} answers outside 2xx, ${sample.errors} failed requests`,
    );

  const aloneP95 = p(alone!, 95);
  console.log(
    `\nsandbox alone: p95 ${ms(aloneP95)} at ${RATE}/s — target ≤ 5 ms: ${aloneP95 <= 5 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  the floor on this machine now (bare Node server, same answers, same rate): p50 ${ms(p(floor!, 50))}, p95 ${ms(p(floor!, 95))}; the sandbox adds p50 ${ms(p(alone!, 50) - p(floor!, 50))}, p95 ${ms(aloneP95 - p(floor!, 95))}`,
  );
  console.log(
    `  CPU per answer (load-independent): sandbox ${perAnswer(alone!, alone!.cpuMs)}, bare Node server ${perAnswer(floor!, floor!.cpuMs)}`,
  );

  const ratio = p(behind!, 95) / p(examples!, 95);
  const floorRatio = p(floorBehind!, 95) / p(examples!, 95);
  console.log(
    `\nbehind Prism: p95 ${ms(p(behind!, 95))} / Prism's example mode p95 ${ms(p(examples!, 95))} = ${ratio.toFixed(2)}× at ${PROXY_RATE}/s — target ≤ 1.25×: ${ratio <= 1.25 ? 'met' : 'NOT met'}`,
  );
  const share = (q: number): string => `${((p(aloneAtProxyRate!, q) / p(behind!, q)) * 100).toFixed(0)} %`;
  console.log(
    `  the sandbox's own share: alone at ${PROXY_RATE}/s it answers p50 ${ms(p(aloneAtProxyRate!, 50))}, p95 ${ms(p(aloneAtProxyRate!, 95))}: ${share(50)} of the proxied p50, ${share(95)} of the proxied p95`,
  );
  console.log(
    `  Prism's proxy in front of an upstream doing no work (the floor): p95 ${ms(p(floorBehind!, 95))} = ${floorRatio.toFixed(2)}× Prism's example mode:`,
  );
  console.log(
    `  the ratio Prism's own proxying (request and response validation against the contract, the extra hop) gives with an instant upstream`,
  );
  console.log(
    `  CPU per answer: Prism proxy ${perAnswer(behind!, behind!.cpuMs)} + the sandbox behind it ${perAnswer(behind!, behind!.upstreamCpuMs)};`,
  );
  console.log(
    `  in front of the floor: Prism proxy ${perAnswer(floorBehind!, floorBehind!.cpuMs)} + the floor ${perAnswer(floorBehind!, floorBehind!.upstreamCpuMs)}; Prism's example mode ${perAnswer(examples!, examples!.cpuMs)}`,
  );
  // load-independent: the work behind one proxied answer next to the work behind one example
  const perCall = (sample: Sample, cpuMs: number | undefined): number => (cpuMs ?? Number.NaN) / sample.times.length;
  const proxiedWork =
    (perCall(behind!, behind!.cpuMs) + perCall(behind!, behind!.upstreamCpuMs)) / perCall(examples!, examples!.cpuMs);
  const floorWork =
    (perCall(floorBehind!, floorBehind!.cpuMs) + perCall(floorBehind!, floorBehind!.upstreamCpuMs)) /
    perCall(examples!, examples!.cpuMs);
  console.log(
    `  CPU behind one answer, proxied / example mode: ${proxiedWork.toFixed(2)}× with the sandbox, ${floorWork.toFixed(2)}× with an upstream doing no work`,
  );
  if (floorWork > 1.25)
    console.log(
      `  so the 1.25× target is bounded by Prism's proxy itself: with any upstream its answers cost ${floorWork.toFixed(2)}× the example mode's; the sandbox adds ${(proxiedWork - floorWork).toFixed(2)}×`,
    );

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

  const clients = Number(values.clients);
  const frameRate = Number(values['frame-rate']);
  const result = await feed(clients, frameRate, DURATION);
  const sorted = [...result.perClient].sort((a, b) => a - b);
  const shareOf = (count: number): string => `${((count / result.expected) * 100).toFixed(1)} %`;
  console.log(`\nfeed: ${clients} clients, ${frameRate} price frames/s each, ${DURATION} s`);
  console.log(
    `  frames per client: min ${sorted[0]} (${shareOf(sorted[0] ?? 0)}), median ${percentile(sorted, 50)} (${shareOf(percentile(sorted, 50))}), expected ${result.expected}`,
  );
  console.log(
    `  total delivered ${(sorted.reduce((a, b) => a + b, 0) / DURATION).toFixed(0)} frames/s; backlog a second after the end: ${result.backlog.toFixed(0)} frames per client`,
  );
  const kept = (sorted[0] ?? 0) >= result.expected * 0.95;
  console.log(`  every client within 5 % of the paced rate: ${kept ? 'met' : 'NOT met'}`);

  const end = machineLoad();
  console.log(
    `\nmachine at the end: ${loadText(end)}${start.busy || end.busy ? ' — latencies of this run are unreliable (load average above 1)' : ''}`,
  );
} finally {
  closeAgents();
  stopAll();
  rmSync(work, { recursive: true, force: true });
}
