/**
 * The floor's build and static server (shell.ts): the product's design-card stack alone, one
 * script, built with the same Vite as the app and served on its own port, with no provider and no
 * socket behind it. Shared by bench:startup (its bytes) and bench:lighthouse --floor (its score).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview, type PreviewServer } from 'vite';
import { recordChunkModules } from '../startup-modules.ts';

export const FLOOR_ROOT = resolve('scripts/bench/floor');
export const FLOOR_DIST = resolve('dist-floor');

/** Builds the floor into `dist-floor/` (skipped with `reuse` when a build is already there). */
export const buildFloor = async ({ reuse = false }: { reuse?: boolean } = {}): Promise<void> => {
  if (reuse && existsSync(resolve(FLOOR_DIST, 'index.html'))) return;
  await build({
    root: FLOOR_ROOT,
    configFile: false,
    plugins: [react(), recordChunkModules(FLOOR_DIST)],
    logLevel: 'warn',
    build: { outDir: FLOOR_DIST, emptyOutDir: true, chunkSizeWarningLimit: 1024 },
  });
};

/** Serves the built floor on 127.0.0.1:`port`. */
export const serveFloor = (port: number): Promise<PreviewServer> =>
  preview({
    root: FLOOR_ROOT,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: FLOOR_DIST },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });

/** Stops a server from serveFloor. */
export const closeFloor = (server: PreviewServer): Promise<void> =>
  new Promise<void>((done) => server.httpServer.close(() => done()));
