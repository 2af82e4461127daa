/**
 * The browser host's storage of the sandbox state: IndexedDB (via idb), so a reload finds the world
 * as it was. A save resolves once its transaction is committed with `durability: 'strict'` (on
 * disk, as the Node host's fsync); uploaded pictures are kept beside the state.
 */
import { openDB, type IDBPDatabase } from 'idb';
import type { SandboxState } from '../sandbox/state.ts';
import { parseState, type StateStorage } from '../sandbox/store.ts';
import { clearUploads, onUpload, restoreUploads } from './uploads.ts';

const DB_NAME = 'tradex-sandbox';
const STATE = 'state';
const UPLOADS = 'uploads';
const KEY = 'current';

export interface BrowserStorage extends StateStorage {
  /** Forgets the saved world and its pictures (the demo panel's reset). */
  clear(): Promise<void>;
}

export async function openBrowserStorage(): Promise<BrowserStorage> {
  const db: IDBPDatabase = await openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STATE);
      database.createObjectStore(UPLOADS);
    },
  });
  const saved = parseState((await db.get(STATE, KEY)) as string | undefined);
  const pictures = (await db.getAllKeys(UPLOADS)) as string[];
  restoreUploads(
    await Promise.all(
      pictures.map(async (name) => [name, (await db.get(UPLOADS, name)) as Uint8Array] as [string, Uint8Array]),
    ),
  );
  onUpload((name, bytes) => {
    void db.put(UPLOADS, bytes, name);
  });

  const put = async (text: string): Promise<void> => {
    const transaction = db.transaction(STATE, 'readwrite', { durability: 'strict' });
    await transaction.store.put(text, KEY);
    await transaction.done;
  };
  let loaded: SandboxState | undefined = saved;
  return {
    load() {
      const state = loaded;
      loaded = undefined;
      return state;
    },
    save: put,
    // IndexedDB has no synchronous write: the latest text is queued, and transactions on one store
    // commit in order, so nothing older lands after it
    saveNow(text) {
      void put(text);
    },
    async clear() {
      clearUploads();
      await Promise.all([db.clear(STATE), db.clear(UPLOADS)]);
    },
  };
}
