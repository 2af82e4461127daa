/** The HTTP part of bench:sandbox's report: the latency table and the figures against the targets. */
import { percentile, type Sample } from './load.ts';

/** The figures compared: each target's sample, pooled over its slices. */
export interface LatencySamples {
  alone: Sample;
  floor: Sample;
  behind: Sample;
  examples: Sample;
  floorBehind: Sample;
  aloneAtProxyRate: Sample;
}

export interface LatencyRun {
  samples: LatencySamples;
  /** The server processes, for their idle CPU use. */
  servers: Record<'sandbox' | 'fixed' | 'proxy' | 'mock' | 'proxyFixed', { pid?: number }>;
  /** Each process's CPU use without load (ms/s, per pid). */
  idle: ReadonlyMap<number, number>;
  rate: number;
  proxyRate: number;
  duration: number;
  slices: number;
}

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

/** Prints the table of every sample, then the sandbox alone and behind Prism against their targets. */
export function reportLatencies({ samples, servers, idle, rate, proxyRate, duration, slices }: LatencyRun): void {
  const { alone, floor, behind, examples, floorBehind, aloneAtProxyRate } = samples;
  const { sandbox, fixed, proxy, mock, proxyFixed } = servers;
  const idleOf = (child: { pid?: number }): string => `${(idle.get(child.pid ?? -1) ?? Number.NaN).toFixed(1)} ms/s`;
  console.log(
    `\nCPU/ans: the server process's CPU time (/proc, in 10 ms steps: ±${Math.round((10_000 * slices) / (rate * duration))} µs at ${rate}/s, ±${Math.round((10_000 * slices) / (proxyRate * duration))} µs at ${proxyRate}/s) less its timers' own use without load`,
  );
  console.log(
    `  (sandbox ${idleOf(sandbox)}, floor ${idleOf(fixed)}, Prism proxies ${idleOf(proxy)} and ${idleOf(proxyFixed)}, Prism example mode ${idleOf(mock)})`,
  );
  console.log(`\n${HEADER}`);
  for (const sample of [alone, floor, behind, examples, floorBehind, aloneAtProxyRate]) console.log(row(sample));
  const troubled = [alone, floor, behind, examples, floorBehind, aloneAtProxyRate].filter(
    (sample) => sample.non2xx + sample.errors > 0,
  );
  for (const sample of troubled)
    console.log(
      `  NOTE: ${sample.target.label}: ${sample.non2xx} answers outside 2xx, ${sample.errors} failed requests`,
    );

  const aloneP95 = p(alone, 95);
  console.log(
    `\nsandbox alone: p95 ${ms(aloneP95)} at ${rate}/s — target ≤ 5 ms: ${aloneP95 <= 5 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  the floor on this machine now (bare Node server, same answers, same rate): p50 ${ms(p(floor, 50))}, p95 ${ms(p(floor, 95))}; the sandbox adds p50 ${ms(p(alone, 50) - p(floor, 50))}, p95 ${ms(aloneP95 - p(floor, 95))}`,
  );
  console.log(
    `  CPU per answer (load-independent): sandbox ${perAnswer(alone, alone.cpuMs)}, bare Node server ${perAnswer(floor, floor.cpuMs)}`,
  );

  const ratio = p(behind, 95) / p(examples, 95);
  const floorRatio = p(floorBehind, 95) / p(examples, 95);
  console.log(
    `\nbehind Prism: p95 ${ms(p(behind, 95))} / Prism's example mode p95 ${ms(p(examples, 95))} = ${ratio.toFixed(2)}× at ${proxyRate}/s — target ≤ 1.25×: ${ratio <= 1.25 ? 'met' : 'NOT met'}`,
  );
  const share = (q: number): string => `${((p(aloneAtProxyRate, q) / p(behind, q)) * 100).toFixed(0)} %`;
  console.log(
    `  the sandbox's own share: alone at ${proxyRate}/s it answers p50 ${ms(p(aloneAtProxyRate, 50))}, p95 ${ms(p(aloneAtProxyRate, 95))}: ${share(50)} of the proxied p50, ${share(95)} of the proxied p95`,
  );
  console.log(
    `  Prism's proxy in front of an upstream doing no work (the floor): p95 ${ms(p(floorBehind, 95))} = ${floorRatio.toFixed(2)}× Prism's example mode:`,
  );
  console.log(
    `  the ratio Prism's own proxying (request and response validation against the contract, the extra hop) gives with an instant upstream`,
  );
  console.log(
    `  CPU per answer: Prism proxy ${perAnswer(behind, behind.cpuMs)} + the sandbox behind it ${perAnswer(behind, behind.upstreamCpuMs)};`,
  );
  console.log(
    `  in front of the floor: Prism proxy ${perAnswer(floorBehind, floorBehind.cpuMs)} + the floor ${perAnswer(floorBehind, floorBehind.upstreamCpuMs)}; Prism's example mode ${perAnswer(examples, examples.cpuMs)}`,
  );
  // load-independent: the work behind one proxied answer next to the work behind one example
  const perCall = (sample: Sample, cpuMs: number | undefined): number => (cpuMs ?? Number.NaN) / sample.times.length;
  const proxiedWork =
    (perCall(behind, behind.cpuMs) + perCall(behind, behind.upstreamCpuMs)) / perCall(examples, examples.cpuMs);
  const floorWork =
    (perCall(floorBehind, floorBehind.cpuMs) + perCall(floorBehind, floorBehind.upstreamCpuMs)) /
    perCall(examples, examples.cpuMs);
  console.log(
    `  CPU behind one answer, proxied / example mode: ${proxiedWork.toFixed(2)}× with the sandbox, ${floorWork.toFixed(2)}× with an upstream doing no work`,
  );
  if (floorWork > 1.25)
    console.log(
      `  so the 1.25× target is bounded by Prism's proxy itself: with any upstream its answers cost ${floorWork.toFixed(2)}× the example mode's; the sandbox adds ${(proxiedWork - floorWork).toFixed(2)}×`,
    );
}
