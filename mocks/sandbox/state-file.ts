/**
 * The Node host's storage of the sandbox state: one JSON file, replaced atomically (the state is
 * written to a temporary file, fsynced, renamed over the file, and the folder fsynced so the rename
 * itself is on disk). A crash mid-write leaves either the old or the new state, never a torn file;
 * a save resolves only once the new state would survive a crash (store.ts answers writes then).
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SandboxState } from './state.ts';
import { parseState, type StateStorage } from './store.ts';

/** Fsyncs a folder, so a rename in it is durable (a no-op where folders cannot be opened, e.g. Windows). */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // not supported here: the rename is as durable as the platform makes it
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The same, off the event loop. */
async function syncFolderInBackground(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // not supported here (see syncFolder)
  }
}

/** Writes `text` to `file` atomically: temporary file, fsync, rename, folder fsync. */
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
  syncFolder(dirname(file));
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
    return parseState(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export interface FileStorageOptions {
  /** Writes and fsyncs a file in the background (tests hold it back to check the order of writes). */
  writeDurably?: (file: string, text: string) => Promise<void>;
}

/**
 * The state in `file`. Background saves write `<file>.next.tmp` off the event loop, then rename it
 * into place unless a synchronous save (close, reset) was made meanwhile, which would be newer.
 */
export function fileStorage(file: string, options: FileStorageOptions = {}): StateStorage {
  const { writeDurably = writeFileDurably } = options;
  // every save is numbered: a background save lands only if no newer one was made meanwhile
  let generation = 0;
  return {
    load: () => readStateFile(file),
    async save(text) {
      generation += 1;
      const mine = generation;
      // its own temporary file: a synchronous save meanwhile must not share it
      const temp = `${file}.next.tmp`;
      mkdirSync(dirname(file), { recursive: true });
      await writeDurably(temp, text);
      if (mine !== generation) {
        await rm(temp, { force: true });
        return;
      }
      await rename(temp, file);
      await syncFolderInBackground(dirname(file));
    },
    saveNow(text) {
      generation += 1;
      writeFileAtomic(file, text);
      rmSync(`${file}.next.tmp`, { force: true });
    },
  };
}
