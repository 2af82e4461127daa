/**
 * The HTTP load of bench:sandbox and what it records: the latency of every answer, at a fixed rate,
 * in one of two shapes:
 *   - bursty (default): autocannon's rate limit, each connection sending its quota for the second
 *     back to back at the start of the second (10 connections × 100 requests at 1,000/s), then waiting;
 *   - paced: requests sent at evenly spaced times, open loop (a slow answer never holds the next
 *     request back; they queue on the keep-alive connections as they would in a browser).
 * Targets that are compared are measured in slices taken in turn, so a change of the machine's load
 * during the run falls on all of them alike.
 */
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { cpuMsOf } from './processes.ts';

export interface Target {
  label: string;
  /** Base URL the operation paths are appended to. */
  base: string;
  /** The process that answers (its CPU time per answer is reported), if one of ours. */
  pid?: number;
  /** The process a proxy forwards to, if one of ours (its CPU time per answer is reported too). */
  upstreamPid?: number;
}

export type Shape = 'paced' | 'bursty';

export interface Load {
  /** Latency of every answer (ms). */
  times: number[];
  non2xx: number;
  errors: number;
  /** How long the requests took to send and answer (s). */
  elapsed: number;
}

/** One target's figures, pooled over its slices. */
export interface Sample extends Load {
  target: Target;
  rate: number;
  /** CPU time the target's process used while it was measured (ms), net of its idle timers. */
  cpuMs?: number;
  /** The same of the process it forwards to. */
  upstreamCpuMs?: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

const prefixOf = (base: string): string => new URL(base).pathname.replace(/\/$/, '');

/** Autocannon at `rate` (its per-second quota per connection: bursts). */
async function bursty(
  target: Target,
  paths: readonly string[],
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<Load> {
  const load: Load = { times: [], non2xx: 0, errors: 0, elapsed: 0 };
  const started = performance.now();
  const instance = autocannon(
    {
      url: target.base,
      connections: Math.max(4, Math.ceil(rate / 100)),
      overallRate: rate,
      duration: seconds,
      requests: paths.map((path) => ({ method: 'GET', path: `${prefixOf(target.base)}${path}`, headers })),
    },
    () => undefined,
  );
  const finished = new Promise<void>((resolve) => instance.on('done', () => resolve()));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    load.times.push(responseTime);
    if (statusCode < 200 || statusCode > 299) load.non2xx += 1;
  });
  instance.on('reqError', () => {
    load.errors += 1;
  });
  await finished;
  load.elapsed = (performance.now() - started) / 1000;
  return load;
}

// one keep-alive pool per target, kept across its slices (connections stay warm)
const agents = new Map<string, Agent>();
export const closeAgents = (): void => {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
};

/** `rate × seconds` requests sent at evenly spaced times, round-robin over the paths. */
function paced(
  target: Target,
  paths: readonly string[],
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<Load> {
  const url = new URL(target.base);
  const prefix = prefixOf(target.base);
  let agent = agents.get(target.base);
  if (agent === undefined) {
    agent = new Agent({ keepAlive: true, maxSockets: 256 });
    agents.set(target.base, agent);
  }
  const load: Load = { times: [], non2xx: 0, errors: 0, elapsed: 0 };
  const total = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  let sent = 0;
  let open = 0;
  return new Promise((resolve) => {
    const settled = (): void => {
      open -= 1;
      if (sent === total && open === 0) {
        load.elapsed = (performance.now() - started) / 1000;
        resolve(load);
      }
    };
    const send = (): void => {
      const path = `${prefix}${paths[sent % paths.length]}`;
      sent += 1;
      open += 1;
      const began = performance.now();
      const request = httpRequest({ host: url.hostname, port: url.port, path, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          load.times.push(performance.now() - began);
          if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) load.non2xx += 1;
          settled();
        });
      });
      request.setTimeout(30_000, () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        load.errors += 1;
        settled();
      });
      request.end();
    };
    const tick = (): void => {
      // every request whose time has come (a late timer sends the ones it missed at once)
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      while (sent < due) send();
      if (sent < total) setTimeout(tick, Math.max(0, started + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
}

export const loadOf = (shape: Shape): typeof paced => (shape === 'bursty' ? bursty : paced);

/**
 * Each target measured for `seconds` at `rate`, in `slices` turns taken in rotation (A B C A B C …),
 * pooled; `idleCpuMsPerS` (per pid) is taken off each process's CPU time (its timers run without load too).
 */
export async function interleaved(
  shape: Shape,
  targets: readonly Target[],
  paths: readonly string[],
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  slices: number,
  idleCpuMsPerS: ReadonlyMap<number, number>,
): Promise<Sample[]> {
  const load = loadOf(shape);
  const samples: Sample[] = targets.map((target) => ({
    target,
    rate,
    times: [],
    non2xx: 0,
    errors: 0,
    elapsed: 0,
    cpuMs: 0,
    upstreamCpuMs: 0,
  }));
  // CPU ms a process used over a slice, net of its idle timers; undefined when it cannot be read
  const used = (pid: number | undefined, before: number | undefined, elapsed: number): number | undefined => {
    const after = cpuMsOf(pid);
    return before === undefined || after === undefined
      ? undefined
      : after - before - (idleCpuMsPerS.get(pid!) ?? 0) * elapsed;
  };
  const add = (total: number | undefined, part: number | undefined): number | undefined =>
    total === undefined || part === undefined ? undefined : total + part;
  for (let turn = 0; turn < slices; turn += 1) {
    for (const sample of samples) {
      const { pid, upstreamPid } = sample.target;
      const before = cpuMsOf(pid);
      const upstreamBefore = cpuMsOf(upstreamPid);
      const result = await load(sample.target, paths, headers, rate, seconds / slices);
      sample.cpuMs = add(sample.cpuMs, used(pid, before, result.elapsed));
      sample.upstreamCpuMs = add(sample.upstreamCpuMs, used(upstreamPid, upstreamBefore, result.elapsed));
      sample.times.push(...result.times);
      sample.non2xx += result.non2xx;
      sample.errors += result.errors;
      sample.elapsed += result.elapsed;
    }
  }
  for (const sample of samples) sample.times.sort((a, b) => a - b);
  return samples;
}
