import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

const root = resolve(import.meta.dirname, 'assets');
const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Serves the images that the mock provider's responses point at (`/uploads/...`). Never bundled. */
const serve: Connect.NextHandleFunction = (req, res, next) => {
  const url = (req.url ?? '').split('?')[0] ?? '';
  if (!url.startsWith('/uploads/')) return next();
  const file = normalize(join(root, decodeURIComponent(url)));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.statusCode = 404;
    res.end();
    return;
  }
  res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'max-age=3600');
  createReadStream(file).pipe(res);
};

export const mockAssets = (): Plugin => ({
  name: 'mock-provider-assets',
  configureServer: (server) => {
    server.middlewares.use(serve);
  },
  configurePreviewServer: (server) => {
    server.middlewares.use(serve);
  },
});
