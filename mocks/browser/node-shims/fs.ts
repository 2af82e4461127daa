/// <reference types="vite/client" />
/**
 * What the sandbox's domain uses of node:fs, for the browser (demo build only, see vite-plugin.ts):
 * the contract is read from the text bundled with the sandbox, and uploaded pictures are kept by
 * uploads.ts (IndexedDB) instead of a folder.
 */
import contractText from '../../../openapi.yaml?raw';
import { keepUpload } from '../uploads.ts';

const missing = (path: string): Error =>
  Object.assign(new Error(`ENOENT: no such file in the browser sandbox: ${path}`), { code: 'ENOENT' });

export function readFileSync(path: string): string {
  if (/openapi[^/]*\.yaml$/.test(path)) return contractText;
  throw missing(path);
}

export function writeFileSync(path: string, data: Uint8Array | string): void {
  keepUpload(path, typeof data === 'string' ? new TextEncoder().encode(data) : data);
}

export function existsSync(): boolean {
  return false;
}

export function mkdirSync(): undefined {
  return undefined;
}
