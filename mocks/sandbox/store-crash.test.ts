/**
 * No acknowledged write is lost: the sandbox server (a real process, its state in a file) is killed
 * with SIGKILL in the middle of a burst of registrations, five times over; after each restart every
 * registration that had been answered 200 before the kill can sign in. Answers that were on their
 * way when the process died may or may not have landed: they were never acknowledged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readStateFile } from './state-file.ts';

const ROUNDS = 5;
/** Registrations in flight at once during a burst. */
const CONCURRENCY = 12;
const PASSWORD = 'Crash#2026';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
const file = join(dir, 'state.json');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the sandbox on a free port with its state in `file`; resolves with the process and its base URL. */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mocks/sandbox/server.ts', '--port', '0', '--data', file, '--interval', '60000'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match !== null) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening: ${output}`)));
  });
  return { child, base };
}

const post = (base: string, path: string, body: unknown): Promise<Response> =>
  fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Lang: 'en' },
    body: JSON.stringify(body),
  });

/**
 * Registers new accounts, CONCURRENCY at a time, and kills the server with SIGKILL once `killAfter`
 * of them have been answered 200. Returns the phones answered 200 before the kill.
 */
async function burstThenKill(base: string, child: ChildProcess, round: number, killAfter: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  let next = 0;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const worker = async (): Promise<void> => {
    while (!killed) {
      next += 1;
      const phone = `09${String(round)}${String(next).padStart(7, '0')}`;
      try {
        const response = await post(base, '/register', {
          username: phone,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        });
        await response.arrayBuffer();
        // an answer read after the kill was still sent before it: acknowledged all the same
        if (response.status === 200) acknowledged.push(phone);
      } catch {
        // the connection died with the process: this one was never acknowledged
        return;
      }
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await exited;
  return acknowledged;
}

describe('the sandbox server killed during a burst of writes', () => {
  it(`loses no acknowledged write over ${ROUNDS} kill -9 rounds`, async () => {
    const all: string[] = [];
    let server = await startServer();
    for (let round = 1; round <= ROUNDS; round += 1) {
      // the kill falls at a different point of the burst each round
      const acknowledged = await burstThenKill(server.base, server.child, round, 12 + round * 4);
      expect(acknowledged.length).toBeGreaterThanOrEqual(16);
      all.push(...acknowledged);

      // the file is a whole state and holds every acknowledged account
      const saved = readStateFile(file);
      expect(saved).toBeDefined();
      const phones = new Set(Object.values(saved!.users).map((user) => user.username));
      expect(all.filter((phone) => !phones.has(phone))).toEqual([]);

      // and the restarted sandbox signs them in (this round's, a sample of the earlier ones)
      server = await startServer();
      const sample = [
        ...acknowledged,
        ...all.slice(0, all.length - acknowledged.length).filter((_, index) => index % 10 === 0),
      ];
      const refused: string[] = [];
      for (const phone of sample) {
        const login = await post(server.base, '/login', { userName: phone, password: PASSWORD, type: 'username' });
        await login.arrayBuffer();
        if (login.status !== 200) refused.push(`${phone}: ${login.status}`);
      }
      expect(refused).toEqual([]);
    }
    server.child.kill('SIGKILL');
    console.log(`crash test: ${all.length} acknowledged writes over ${ROUNDS} kill -9 rounds, 0 lost`);
  });
});
