import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from './clock.ts';
import { createSandbox } from './sandbox.ts';
import { createStore, readStateFile } from './store.ts';
import { EXAMPLE_TOKEN } from './seed.ts';

const dirs: string[] = [];
const tempFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
  dirs.push(dir);
  return join(dir, 'state.json');
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox store', () => {
  it('keeps what a user did across a restart, in the file it was given', async () => {
    const file = tempFile();
    const first = createSandbox({ file, clock: createManualClock() });
    const register = await first.app.request('http://sandbox.test/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'en' },
      body: JSON.stringify({ username: '0911222333', password: 'Secret#1', confirmPassword: 'Secret#1' }),
    });
    expect(register.status).toBe(200);
    first.store.close();

    const second = createSandbox({ file, clock: createManualClock() });
    const login = await second.app.request('http://sandbox.test/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'en' },
      body: JSON.stringify({ userName: '0911222333', password: 'Secret#1', type: 'username' }),
    });
    expect(login.status).toBe(200);
    second.store.close();
  });

  it('writes atomically: a torn temporary file from a crash never replaces the saved state', () => {
    const file = tempFile();
    const sandbox = createSandbox({ file, clock: createManualClock() });
    sandbox.store.close();
    const saved = readFileSync(file, 'utf8');
    // a crash mid-write leaves only a partial temporary file behind
    writeFileSync(`${file}.tmp`, saved.slice(0, saved.length / 2));
    expect(readStateFile(file)).toBeDefined();
    const again = createSandbox({ file, clock: createManualClock() });
    expect(Object.keys(again.store.state.users).length).toBe(Object.keys(sandbox.store.state.users).length);
    again.store.close();
  });

  it('starts from the seed when the file is not a sandbox state', () => {
    const file = tempFile();
    writeFileSync(file, '{"not":"a state"');
    const sandbox = createSandbox({ file, clock: createManualClock() });
    expect(sandbox.store.state.sessions[EXAMPLE_TOKEN]).toBeDefined();
    sandbox.store.close();
    expect(readStateFile(file)?.version).toBe(1);
  });

  it('coalesces writes and flushes on close; reset goes back to the seed', () => {
    const file = tempFile();
    let seeds = 0;
    const store = createStore({
      file,
      flushMs: 60_000,
      seed: () => {
        seeds += 1;
        return createSandbox({ clock: createManualClock() }).store.state;
      },
    });
    store.write((state) => {
      state.ids.probe = 41;
    });
    expect(readStateFile(file)?.ids.probe).toBeUndefined();
    store.flush();
    expect(readStateFile(file)?.ids.probe).toBe(41);
    store.reset();
    expect(store.state.ids.probe).toBeUndefined();
    expect(readStateFile(file)?.ids.probe).toBeUndefined();
    expect(seeds).toBe(2);
    store.close();
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });

  it('saves in the background, and a background write that lands late never replaces a newer state', async () => {
    const file = tempFile();
    const held: Array<() => void> = [];
    const store = createStore({
      file,
      flushMs: 1,
      seed: () => createSandbox({ clock: createManualClock() }).store.state,
      writeDurably: async (temp, text) => {
        await new Promise<void>((resolve) => held.push(resolve));
        writeFileSync(temp, text);
      },
    });
    store.write((state) => {
      state.ids.probe = 1;
    });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(readStateFile(file)?.ids.probe).toBeUndefined();
    // a synchronous flush while the write of 1 is still on its way
    store.write((state) => {
      state.ids.probe = 2;
    });
    store.flush();
    expect(readStateFile(file)?.ids.probe).toBe(2);
    held[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readStateFile(file)?.ids.probe).toBe(2);
    expect(existsSync(`${file}.next.tmp`)).toBe(false);
    // the next change is saved in the background after the window
    store.write((state) => {
      state.ids.probe = 3;
    });
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]!();
    await vi.waitFor(() => expect(readStateFile(file)?.ids.probe).toBe(3));
    // closing while a background write is on its way writes the state at once
    store.write((state) => {
      state.ids.probe = 4;
    });
    await vi.waitFor(() => expect(held).toHaveLength(3));
    store.close();
    expect(readStateFile(file)?.ids.probe).toBe(4);
    held[2]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readStateFile(file)?.ids.probe).toBe(4);
  });
});
