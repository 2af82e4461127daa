/**
 * The store holds the one SandboxState and keeps it safe:
 * - every change goes through `write(fn)`, which marks the state dirty;
 * - a file-backed store writes the whole state to `<file>.tmp`, fsyncs it and renames it over the
 *   file, so a crash mid-write leaves either the old or the new state, never a torn file;
 * - writes are coalesced (at most one every `flushMs`) and made in the background: the state is
 *   serialised at once, the file written and fsynced off the event loop (an fsync takes milliseconds,
 *   which every request waiting behind it would wait too), then renamed into place unless a newer
 *   state was written meanwhile; `flush()` (close, reset) writes synchronously;
 * - `reset()` goes back to the seed.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SandboxState } from './state.ts';

export interface Store {
  readonly state: SandboxState;
  /** Runs a change of the state; returns what `change` returns. */
  write<T>(change: (state: SandboxState) => T): T;
  /** Next id of a kind of record (`user`, `option`, …), starting at `start`. */
  nextId(kind: string, start?: number): number;
  /** Throws the state away and starts again from the seed. */
  reset(): void;
  /** Writes a pending change now (file store); a no-op in memory. */
  flush(): void;
  close(): void;
}

export interface StoreOptions {
  /** Builds the initial state (the seed). */
  seed: () => SandboxState;
  /** Keep the state in this file; undefined keeps it in memory only. */
  file?: string;
  /** Coalescing window of file writes (ms); default 200. */
  flushMs?: number;
  /** Writes and fsyncs a file in the background (tests hold it back to check the order of writes). */
  writeDurably?: (file: string, text: string) => Promise<void>;
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

/** Writes `text` to `file` atomically: temp file, fsync, rename. */
export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

/** Writes `text` to `file` and fsyncs it, off the event loop. */
async function writeFileDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads a saved state; undefined when the file is missing or not a sandbox state. */
export function readStateFile(file: string): SandboxState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isSandboxState(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function createStore(options: StoreOptions): Store {
  const { seed, file, flushMs = 200, writeDurably = writeFileDurably } = options;
  let state: SandboxState = (file === undefined ? undefined : readStateFile(file)) ?? seed();
  let dirty = file !== undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // every write is numbered: a background write lands only if no newer one was made meanwhile
  let written = 0;
  let writing = false;
  let failing = false;

  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    // a write still in the background would land after this returns: write now instead
    if (file === undefined || (!dirty && !writing)) return;
    written += 1;
    writeFileAtomic(file, JSON.stringify(state));
    dirty = false;
  };
  const flushInBackground = (): void => {
    timer = undefined;
    if (!dirty || file === undefined) return;
    // one at a time: the next waits for another window
    if (writing) {
      schedule();
      return;
    }
    const text = JSON.stringify(state);
    dirty = false;
    written += 1;
    const mine = written;
    // its own temporary file: a synchronous flush meanwhile must not share it
    const temp = `${file}.next.tmp`;
    writing = true;
    void writeDurably(temp, text)
      .then(() => {
        if (mine === written) renameSync(temp, file);
        else rmSync(temp, { force: true });
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) console.warn(`[sandbox] could not save the state to ${file}: ${error instanceof Error ? error.message : String(error)}`);
        failing = true;
        // tried again in the next window, unless a newer state was written meanwhile
        if (mine === written) schedule();
      })
      .finally(() => {
        writing = false;
      });
  };
  const schedule = (): void => {
    dirty = true;
    if (file === undefined || timer !== undefined) return;
    timer = setTimeout(flushInBackground, flushMs);
    timer.unref?.();
  };
  if (file !== undefined) flush();

  return {
    get state() {
      return state;
    },
    write(change) {
      const result = change(state);
      schedule();
      return result;
    },
    nextId(kind, start = 1) {
      const id = Math.max(state.ids[kind] ?? start, start);
      state.ids[kind] = id + 1;
      schedule();
      return id;
    },
    reset() {
      state = seed();
      schedule();
      flush();
    },
    flush,
    close() {
      flush();
    },
  };
}
