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

/**
 * Builds the floor into `dist-floor/` (skipped with `reuse` when a build is already there). With
 * `readable`, into `outDir` unminified: each module keeps the `// <path>` line rolldown puts where it starts, so a CPU
 * profile's lines can be traced to their package (floor-profile.ts).
 */
export const buildFloor = async ({
  reuse = false,
  outDir = FLOOR_DIST,
  readable = false,
}: { reuse?: boolean; outDir?: string; readable?: boolean } = {}): Promise<void> => {
  if (reuse && existsSync(resolve(outDir, 'index.html'))) return;
  await build({
    root: FLOOR_ROOT,
    configFile: false,
    plugins: [react(), ...(readable ? [] : [recordChunkModules(outDir)])],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1024, ...(readable ? { minify: false } : {}) },
  });
};

/** Serves the built floor (or the build in `outDir`) on 127.0.0.1:`port`. */
export const serveFloor = (port: number, outDir = FLOOR_DIST): Promise<PreviewServer> =>
  preview({
    root: FLOOR_ROOT,
    configFile: false,
    logLevel: 'silent',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });

/** Stops a server from serveFloor. */
export const closeFloor = (server: PreviewServer): Promise<void> =>
  new Promise<void>((done) => server.httpServer.close(() => done()));
