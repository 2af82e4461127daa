import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from './clock.ts';
import { createControlApp } from './control.ts';
import { createSandbox } from './sandbox.ts';
import { fileStorage, readStateFile } from './state-file.ts';
import { createStore, type StateStorage } from './store.ts';
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
    const first = createSandbox({ storage: fileStorage(file), clock: createManualClock() });
    const register = await first.app.request('http://sandbox.test/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'en' },
      body: JSON.stringify({ username: '0911222333', password: 'Secret#1', confirmPassword: 'Secret#1' }),
    });
    expect(register.status).toBe(200);
    first.store.close();

    const second = createSandbox({ storage: fileStorage(file), clock: createManualClock() });
    const login = await second.app.request('http://sandbox.test/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'en' },
      body: JSON.stringify({ userName: '0911222333', password: 'Secret#1', type: 'username' }),
    });
    expect(login.status).toBe(200);
    second.store.close();
  });

  it('keeps moved prices and the moved sandbox clock across a restart, and the seed after a reset', async () => {
    const file = tempFile();
    const start = Date.UTC(2026, 10, 24, 3, 0, 0);
    const first = createSandbox({ storage: fileStorage(file), clock: createManualClock(start) });
    const control = createControlApp(first);
    const post = (path: string, body: unknown) =>
      control.request(`http://sandbox.test/__sandbox${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const seededEth = first.market.price('ethusdt')?.toString();
    expect((await post('/market/btcusdt', { price: '12345.67' })).status).toBe(200);
    expect((await post('/clock', { advanceMs: 3_600_000 })).status).toBe(200);
    first.store.close();

    const second = createSandbox({ storage: fileStorage(file), clock: createManualClock(start) });
    expect(second.market.price('btcusdt')?.toString()).toBe('12345.67');
    // a symbol nobody moved comes from the seed, as before
    expect(second.market.price('ethusdt')?.toString()).toBe(seededEth);
    expect(second.clock.now()).toBe(start + 3_600_000);
    second.store.reset();
    second.store.close();

    const third = createSandbox({ storage: fileStorage(file), clock: createManualClock(start) });
    expect(third.market.price('btcusdt')?.toString()).not.toBe('12345.67');
    expect(third.clock.now()).toBe(start);
    third.store.close();
  });

  it('writes atomically: a torn temporary file from a crash never replaces the saved state', () => {
    const file = tempFile();
    const sandbox = createSandbox({ storage: fileStorage(file), clock: createManualClock() });
    sandbox.store.close();
    const saved = readFileSync(file, 'utf8');
    // a crash mid-write leaves only a partial temporary file behind
    writeFileSync(`${file}.tmp`, saved.slice(0, saved.length / 2));
    expect(readStateFile(file)).toBeDefined();
    const again = createSandbox({ storage: fileStorage(file), clock: createManualClock() });
    expect(Object.keys(again.store.state.users).length).toBe(Object.keys(sandbox.store.state.users).length);
    again.store.close();
  });

  it('starts from the seed when the file is not a sandbox state', () => {
    const file = tempFile();
    writeFileSync(file, '{"not":"a state"');
    const sandbox = createSandbox({ storage: fileStorage(file), clock: createManualClock() });
    expect(sandbox.store.state.sessions[EXAMPLE_TOKEN]).toBeDefined();
    sandbox.store.close();
    expect(readStateFile(file)?.version).toBe(1);
  });

  it('flushes on close; reset goes back to the seed', () => {
    const file = tempFile();
    let seeds = 0;
    const store = createStore({
      storage: fileStorage(file),
      seed: () => {
        seeds += 1;
        return createSandbox({ clock: createManualClock() }).store.state;
      },
    });
    store.write((state) => {
      state.ids.probe = 41;
    });
    store.flush();
    expect(readStateFile(file)?.ids.probe).toBe(41);
    expect(store.durable()).toBeUndefined();
    store.reset();
    expect(store.state.ids.probe).toBeUndefined();
    expect(readStateFile(file)?.ids.probe).toBeUndefined();
    expect(seeds).toBe(2);
    store.close();
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });

  it('group commit: a change is durable only once saved, and the changes made during a save go together in the next one', async () => {
    const saves: Array<{ text: string; done: () => void }> = [];
    const storage: StateStorage = {
      load: () => undefined,
      save: (text) => new Promise<void>((resolve) => saves.push({ text, done: resolve })),
      saveNow: () => undefined,
    };
    const store = createStore({ storage, seed: () => createSandbox({ clock: createManualClock() }).store.state });
    expect(store.durable()).toBeUndefined();
    store.write((state) => {
      state.ids.probe = 1;
    });
    const first = store.durable();
    expect(first).toBeDefined();
    let firstSaved: boolean | undefined;
    void first!.then((saved) => (firstSaved = saved));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    // three writes while the first save is on its way: one save for all three, after it
    const later: Array<Promise<boolean>> = [];
    for (const value of [2, 3, 4]) {
      store.write((state) => {
        state.ids.probe = value;
      });
      const saving = store.durable();
      expect(saving).toBeDefined();
      if (saving !== undefined) later.push(saving);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(saves).toHaveLength(1);
    expect(firstSaved).toBeUndefined();
    saves[0]!.done();
    await expect(first).resolves.toBe(true);
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    expect(JSON.parse(saves[1]!.text).ids.probe).toBe(4);
    let laterSaved = false;
    void Promise.all(later).then(() => (laterSaved = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(laterSaved).toBe(false);
    saves[1]!.done();
    await expect(Promise.all(later)).resolves.toEqual([true, true, true]);
    expect(store.durable()).toBeUndefined();
    expect(saves).toHaveLength(2);
  });

  it('says when a change could not be saved, and saves it again', async () => {
    let fail = true;
    const saved: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage: StateStorage = {
      load: () => undefined,
      save: (text) => (fail ? Promise.reject(new Error('disk full')) : (saved.push(text), Promise.resolve())),
      saveNow: () => undefined,
    };
    const store = createStore({
      storage,
      retryMs: 1,
      seed: () => createSandbox({ clock: createManualClock() }).store.state,
    });
    store.write((state) => {
      state.ids.probe = 7;
    });
    await expect(store.durable()).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    fail = false;
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(saved[0]!).ids.probe).toBe(7);
    expect(store.durable()).toBeUndefined();
    warn.mockRestore();
  });

  it('saves in the background, and a background save that lands late never replaces a newer state', async () => {
    const file = tempFile();
    const held: Array<() => void> = [];
    const store = createStore({
      storage: fileStorage(file, {
        writeDurably: async (temp, text) => {
          await new Promise<void>((resolve) => held.push(resolve));
          writeFileSync(temp, text);
        },
      }),
      seed: () => createSandbox({ clock: createManualClock() }).store.state,
    });
    store.write((state) => {
      state.ids.probe = 1;
    });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(readStateFile(file)?.ids.probe).toBeUndefined();
    // a synchronous flush while the save of 1 is still on its way
    store.write((state) => {
      state.ids.probe = 2;
    });
    store.flush();
    expect(readStateFile(file)?.ids.probe).toBe(2);
    expect(store.durable()).toBeUndefined();
    held[0]!();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await vi.waitFor(() => expect(existsSync(`${file}.next.tmp`)).toBe(false));
    expect(readStateFile(file)?.ids.probe).toBe(2);
    // the next change is saved in the background, and durable once it is renamed into place
    store.write((state) => {
      state.ids.probe = 3;
    });
    const third = store.durable();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]!();
    await expect(third).resolves.toBe(true);
    expect(readStateFile(file)?.ids.probe).toBe(3);
    // closing while a background save is on its way writes the state at once
    store.write((state) => {
      state.ids.probe = 4;
    });
    await vi.waitFor(() => expect(held).toHaveLength(3));
    store.close();
    expect(readStateFile(file)?.ids.probe).toBe(4);
    held[2]!();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(readStateFile(file)?.ids.probe).toBe(4);
  });
});
