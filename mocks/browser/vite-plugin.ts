/**
 * The sandbox in the browser, as a Vite plugin active in the `demo` mode only:
 *   vite --mode demo         (`npm run start:browser`: the app with hot reload, no provider process)
 *   vite build --mode demo   (`npm run build:demo`: dist-demo/, the production app plus the sandbox)
 * It puts msw's worker script next to the app, makes the app's entry import mocks/browser/demo-start.ts
 * first (it starts loading msw beside the app, holds the app's provider calls until msw answers, then
 * adds the demo panel), builds with relative paths (any static host, any path prefix) and replaces
 * the Node APIs the sandbox's domain uses (node:crypto, node:fs, node:url) by browser stand-ins
 * (node-shims/). In any other mode it does nothing: the production
 * build never sees the sandbox, msw or mockServiceWorker.js.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const DEMO_MODE = 'demo';
export const DEMO_OUT_DIR = 'dist-demo';
const WORKER_FILE = 'mockServiceWorker.js';
/** The app's entry, and what it imports first in the demo. */
const ENTRY = '/src/main.tsx';
const START = fileURLToPath(new URL('./demo-start.ts', import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL('./sandbox-worker.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The seeded pictures the sandbox's answers point at (mocks/assets/uploads, not the git-ignored uploads of a running sandbox). */
const ASSETS = fileURLToPath(new URL('../assets/', import.meta.url));
const seededPictures = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(ASSETS, path) === join('uploads', 'sandbox') ? [] : seededPictures(path);
    return [path];
  });

const shim = (name: string): string => fileURLToPath(new URL(`./node-shims/${name}.ts`, import.meta.url));

export function browserSandbox(mode: string): Plugin[] {
  if (mode !== DEMO_MODE) return [];
  const workerScript = (): string => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`), 'utf8');
  return [
    {
      name: 'browser-sandbox',
      enforce: 'pre',
      config: () => ({
        base: './',
        build: { outDir: DEMO_OUT_DIR },
        define: { 'import.meta.env.VITE_SANDBOX_IN_BROWSER': JSON.stringify('true') },
        // the dev server's scan starts from the page: it sees neither the import this plugin adds to
        // the entry nor `new Worker(new URL(…))`. Without these as entries, msw and the worker's
        // packages (faker, Hono, idb, yaml…) are found only when the first page asks for them, and
        // Vite reloads that page twice while a developer types in it
        optimizeDeps: { entries: ['index.html', relative(ROOT, START), relative(ROOT, WORKER_ENTRY)] },
        resolve: {
          alias: [
            { find: /^node:crypto$/, replacement: shim('crypto') },
            { find: /^node:fs$/, replacement: shim('fs') },
            { find: /^node:url$/, replacement: shim('url') },
          ],
        },
      }),
      transform(code, id) {
        if (!id.endsWith(ENTRY)) return undefined;
        return { code: `import ${JSON.stringify(START)};\n${code}`, map: null };
      },
      configureServer(server) {
        server.middlewares.use(`/${WORKER_FILE}`, (_request, response) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Service-Worker-Allowed', '/');
          response.end(workerScript());
        });
      },
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerScript() });
        // served by msw from the build's own folder, whatever its path prefix (handlers.ts)
        for (const file of seededPictures(join(ASSETS, 'uploads'))) {
          this.emitFile({
            type: 'asset',
            fileName: relative(ASSETS, file).split('\\').join('/'),
            source: readFileSync(file),
          });
        }
      },
    },
  ];
}
