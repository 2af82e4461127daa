/**
 * The store holds the one SandboxState and keeps it safe, whatever host runs the sandbox:
 * - every change goes through `write(fn)` (or `nextId`), which numbers it;
 * - where the state is kept is the host's business, behind a small port (`StateStorage`): a file on
 *   Node (state-file.ts: temporary file, fsync, rename), IndexedDB in the browser, nothing in tests;
 * - group commit: the changes made while a save is on its way are saved together by the next one,
 *   started as soon as that save is done (no fixed window), so a burst of writes costs one save per
 *   round, not one per write;
 * - `durable()` tells a host when every change made so far is saved: the host answers a request only
 *   then, so no answer ever acknowledges a write a crash could lose (it resolves `false` when the
 *   storage failed: the host says so in its answer);
 * - `flush()` (close, reset) saves at once, synchronously where the storage can;
 * - `reset()` goes back to the seed.
 * No Node API here: the same store runs in Node, in the browser and in Vitest.
 */
import type { SandboxState } from './state.ts';

/** Where a host keeps the state (the storage port). */
export interface StateStorage {
  /** The state saved last, read once at start; undefined when there is none or it is not a sandbox state. */
  load(): SandboxState | undefined;
  /** Saves a serialised state; resolves once it would survive a crash of the host. Called one at a time. */
  save(text: string): Promise<void>;
  /** Saves at once (close, reset); a save still on its way must not replace what this wrote. */
  saveNow(text: string): void;
}

export interface Store {
  readonly state: SandboxState;
  /** Runs a change of the state; returns what `change` returns. */
  write<T>(change: (state: SandboxState) => T): T;
  /** Next id of a kind of record (`user`, `option`, …), starting at `start`. */
  nextId(kind: string, start?: number): number;
  /** Throws the state away and starts again from the seed. */
  reset(): void;
  /**
   * Undefined when every change made so far is saved (or there is no storage); else a promise that
   * resolves once they are: true, or false when the storage failed (they are kept in memory and
   * saved again).
   */
  durable(): Promise<boolean> | undefined;
  /** Saves every change now; a no-op without storage. */
  flush(): void;
  close(): void;
}

export interface StoreOptions {
  /** Builds the initial state (the seed). */
  seed: () => SandboxState;
  /** Where the state is kept; undefined keeps it in memory only. */
  storage?: StateStorage;
  /** How long to wait before saving again after a failed save (ms); default 200. */
  retryMs?: number;
}

export function isSandboxState(value: unknown): value is SandboxState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<SandboxState>;
  return (
    candidate.version === 1 &&
    typeof candidate.users === 'object' &&
    typeof candidate.sessions === 'object' &&
    Array.isArray(candidate.ledger) &&
    typeof candidate.trading === 'object' &&
    typeof candidate.funds === 'object' &&
    typeof candidate.products === 'object' &&
    typeof candidate.community === 'object'
  );
}

/** A saved text as a state; undefined when it is not one. */
export function parseState(text: string | undefined): SandboxState | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSandboxState(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

interface Waiter {
  version: number;
  resolve: (saved: boolean) => void;
}

export function createStore(options: StoreOptions): Store {
  const { seed, storage, retryMs = 200 } = options;
  let state: SandboxState = storage?.load() ?? seed();

  // changes are numbered; `saved` is the last one on disk (or wherever the storage keeps it)
  let version = storage === undefined ? 0 : 1;
  let saved = 0;
  let saving = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failing = false;
  const waiters: Waiter[] = [];

  const settleWaiters = (upTo: number, ok: boolean): void => {
    for (let index = waiters.length - 1; index >= 0; index -= 1) {
      const waiter = waiters[index]!;
      if (waiter.version <= upTo) {
        waiters.splice(index, 1);
        waiter.resolve(ok);
      }
    }
  };

  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (storage === undefined || saved === version) return;
    storage.saveNow(JSON.stringify(state));
    saved = version;
    settleWaiters(saved, true);
  };

  const commit = (): void => {
    timer = undefined;
    if (storage === undefined || saving || saved === version) return;
    // every change made up to now goes in this save; the ones made while it is on its way, in the next
    const target = version;
    const text = JSON.stringify(state);
    saving = true;
    storage
      .save(text)
      .then(
        () => {
          saved = Math.max(saved, target);
          failing = false;
          settleWaiters(saved, true);
        },
        (error: unknown) => {
          if (!failing)
            console.warn(
              `[sandbox] could not save the state: ${error instanceof Error ? error.message : String(error)}`,
            );
          failing = true;
          // those waiting are told the changes are not saved (kept in memory, tried again)
          settleWaiters(target, false);
        },
      )
      .finally(() => {
        saving = false;
        if (saved < version) schedule(failing ? retryMs : 0);
      });
  };

  const schedule = (delayMs = 0): void => {
    if (storage === undefined || timer !== undefined || saving) return;
    timer = setTimeout(commit, delayMs);
    (timer as { unref?: () => void }).unref?.();
  };

  const changed = (): void => {
    if (storage === undefined) return;
    version += 1;
    schedule();
  };

  if (storage !== undefined) flush();

  return {
    get state() {
      return state;
    },
    write(change) {
      const result = change(state);
      changed();
      return result;
    },
    nextId(kind, start = 1) {
      const id = Math.max(state.ids[kind] ?? start, start);
      state.ids[kind] = id + 1;
      changed();
      return id;
    },
    reset() {
      state = seed();
      changed();
      flush();
    },
    durable() {
      if (storage === undefined || saved === version) return undefined;
      const target = version;
      return new Promise<boolean>((resolve) => {
        waiters.push({ version: target, resolve });
        schedule(failing ? retryMs : 0);
      });
    },
    flush,
    close() {
      flush();
    },
  };
}
