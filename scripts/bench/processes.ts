/**
 * The processes bench:sandbox starts and what it reads about them and the machine: each server is
 * one Node process (so its CPU time, read from /proc, is its own), the load average, free ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, loadavg } from 'node:os';

/** CPU time (user + system, ms) a process has used so far: Linux /proc (10 ms steps); undefined elsewhere. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // the fields after the command name (which may hold spaces): utime and stime are the 14th and 15th
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU ms per second each process uses with no load (its timers: market steps, settlement). */
export async function idleCpu(pids: readonly number[], ms = 3000): Promise<Map<number, number>> {
  const before = pids.map((pid) => cpuMsOf(pid));
  await sleep(ms);
  const idle = new Map<number, number>();
  pids.forEach((pid, index) => {
    const start = before[index];
    const end = cpuMsOf(pid);
    if (start !== undefined && end !== undefined) idle.set(pid, ((end - start) * 1000) / ms);
  });
  return idle;
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

export const loadText = (load: MachineLoad): string =>
  `load average ${load.averages.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min) on ${load.cores} cores`;

const children: ChildProcess[] = [];

/** Starts `node <args>` (one process, so `pid` is the server itself); stderr is shown, stdout dropped. */
export function startNode(args: string[]): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

export function stopAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
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
    await sleep(200);
  }
  throw new Error(`nothing listens on ${port}`);
}
