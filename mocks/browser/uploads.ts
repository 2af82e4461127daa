/**
 * Pictures uploaded to the in-browser sandbox (/uploadfile), served at /uploads/sandbox/<name>.
 * The domain saves them with `writeFileSync` as on Node; in the browser that call lands here (the
 * node:fs stand-in, node-shims/fs.ts), and the browser host keeps them in IndexedDB with the state.
 */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const files = new Map<string, Uint8Array>();
const listeners = new Set<(name: string, bytes: Uint8Array) => void>();

/** Keeps an uploaded file (its name is the last segment of the path the domain wrote). */
export function keepUpload(path: string, bytes: Uint8Array): void {
  const name = path.slice(path.lastIndexOf('/') + 1);
  files.set(name, bytes);
  for (const listener of listeners) listener(name, bytes);
}

/** Puts back files kept earlier (a reload). */
export function restoreUploads(saved: Iterable<[string, Uint8Array]>): void {
  for (const [name, bytes] of saved) files.set(name, bytes);
}

/** Calls `listener` for every new upload (the browser host saves it). */
export function onUpload(listener: (name: string, bytes: Uint8Array) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearUploads(): void {
  files.clear();
}

/** The answer to GET /uploads/sandbox/<name>. */
export function uploadAnswer(name: string): Response {
  const bytes = files.get(name);
  if (bytes === undefined) return new Response('Not found', { status: 404 });
  const type = TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
  return new Response(bytes.slice().buffer, {
    status: 200,
    headers: { 'Content-Type': type, 'Cache-Control': 'no-store' },
  });
}
