/**
 * What bench:sandbox measures with: fixed-rate HTTP load (autocannon) with every answer's latency,
 * percentiles, the CPU time a process used (load-independent, unlike latency), the machine's load,
 * and the child processes it starts (each one process, so its CPU time is its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface Target {
  label: string;
  /** Base URL the operation paths are appended to. */
  base: string;
  /** The process that answers (its CPU time per answer is reported), if one of ours. */
  pid?: number;
}

/** Latencies (ms) and counts of one target, pooled over its slices. */
export interface Sample {
  target: Target;
  rate: number;
  seconds: number;
  times: number[];
  non2xx: number;
  errors: number;
  /** CPU time the target's process used while it was measured (ms), net of its idle timers. */
  cpuMs?: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** Fixed-rate load spread round-robin over the paths; the latency of every answer (ms). */
export async function fixedRate(target: Target, paths: readonly string[], headers: Record<string, string>, rate: number, seconds: number): Promise<Omit<Sample, 'target' | 'rate' | 'seconds'>> {
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const prefix = new URL(target.base).pathname.replace(/\/$/, '');
  const instance = autocannon(
    {
      url: target.base,
      connections: Math.max(4, Math.ceil(rate / 100)),
      overallRate: rate,
      duration: seconds,
      requests: paths.map((path) => ({ method: 'GET', path: `${prefix}${path}`, headers })),
    },
    () => undefined,
  );
  const finished = new Promise<void>((resolve) => instance.on('done', () => resolve()));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode > 299) non2xx += 1;
  });
  instance.on('reqError', () => {
    errors += 1;
  });
  await finished;
  return { times, non2xx, errors };
}

/** CPU time (user + system, ms) a process has used so far: Linux /proc; undefined elsewhere. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

export interface MachineLoad {
  cores: number;
  /** 1, 5 and 15 minute load averages. */
  averages: number[];
  /** Above 1: other work competes for the cores, latencies are not trustworthy. */
  busy: boolean;
}

export function machineLoad(): MachineLoad {
  const averages = loadavg();
  return { cores: cpus().length, averages, busy: (averages[0] ?? 0) > 1 };
}

export const loadText = (load: MachineLoad): string => `load average ${load.averages.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min) on ${load.cores} cores`;

const children: ChildProcess[] = [];

/** Starts `node <args>` (one process, so `pid` is the server itself); stderr is shown, stdout dropped. */
export function startNode(args: string[]): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

export function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

export async function waitForPort(port: number, timeoutMs = 120_000): Promise<void> {
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
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each target measured for `seconds` at `rate`, in `slices` turns taken in rotation (A B C A B C …),
 * so a change of the machine's load during the run falls on every target alike; pooled.
 * `idleCpuMsPerS` (per pid) is taken off each process's CPU time (its timers run without load too).
 */
export async function interleaved(
  targets: readonly Target[],
  paths: readonly string[],
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  slices: number,
  idleCpuMsPerS: ReadonlyMap<number, number>,
): Promise<Sample[]> {
  const samples: Sample[] = targets.map((target) => ({ target, rate, seconds, times: [], non2xx: 0, errors: 0, cpuMs: target.pid === undefined ? undefined : 0 }));
  const slice = seconds / slices;
  for (let turn = 0; turn < slices; turn += 1) {
    for (const sample of samples) {
      const before = cpuMsOf(sample.target.pid);
      const started = Date.now();
      const result = await fixedRate(sample.target, paths, headers, rate, slice);
      const after = cpuMsOf(sample.target.pid);
      sample.times.push(...result.times);
      sample.non2xx += result.non2xx;
      sample.errors += result.errors;
      if (before === undefined || after === undefined || sample.cpuMs === undefined) sample.cpuMs = undefined;
      else sample.cpuMs += after - before - (idleCpuMsPerS.get(sample.target.pid!) ?? 0) * ((Date.now() - started) / 1000);
    }
  }
  for (const sample of samples) sample.times.sort((a, b) => a - b);
  return samples;
}

/** CPU ms per second each process uses with no load (its timers: market steps, settlement). */
export async function idleCpu(pids: readonly number[], ms = 3000): Promise<Map<number, number>> {
  const before = pids.map((pid) => cpuMsOf(pid));
  await sleep(ms);
  return new Map(pids.flatMap((pid, index) => {
    const start = before[index];
    const end = cpuMsOf(pid);
    return start === undefined || end === undefined ? [] : [[pid, ((end - start) * 1000) / ms] as [number, number]];
  }));
}
