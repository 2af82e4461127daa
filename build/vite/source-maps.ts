import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Every file under `dir` whose name ends in `.map`. */
const mapFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mapFiles(path);
    return entry.name.endsWith('.map') ? [path] : [];
  });

/**
 * Source maps are built "hidden" (no `sourceMappingURL` comment in the code; `build.sourcemap` in
 * vite.config.ts) and then moved out of the output folder into `<outDir>-sourcemaps/`: kept for
 * symbolicating error reports, never deployed with the app, so no `.map` is ever public.
 */
export const keepSourceMapsPrivate = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'keep-source-maps-private',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const target = `${outDir}-sourcemaps`;
      rmSync(target, { recursive: true, force: true });
      for (const file of mapFiles(outDir)) {
        const destination = join(target, relative(outDir, file));
        mkdirSync(dirname(destination), { recursive: true });
        renameSync(file, destination);
      }
    },
  };
};
