/**
 * Where a start-up's bytes go, module by module: a build plugin notes which modules each chunk holds
 * (the gzip size of each one's rendered code alone, from Rolldown's output) in
 * `<outDir>-stats/modules.json`, and `moduleBreakdown` shares each downloaded chunk's gzip size among
 * its modules in proportion to those (gzip is not additive, so a module's share is an estimate: a
 * table of hashed file names weighs what it costs, a repetitive one less; the chunks' totals are
 * exact). Used by `bench:startup --modules`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type ChunkModules = Record<string, Record<string, number>>;

// beside the build, never in it (not deployed)
const statsFile = (outDir: string): string => resolve(`${outDir}-stats/modules.json`);

/** Writes `<outDir>-stats/modules.json`: for each chunk file, the gzip size of each of its modules' code alone. */
export const recordChunkModules = (outDir: string): Plugin => ({
  name: 'record-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: ChunkModules = {};
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      chunks[file] = Object.fromEntries(
        Object.entries(chunk.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => [id, module.code === null ? module.renderedLength : gzipSync(module.code).length]),
      );
    }
    mkdirSync(dirname(statsFile(outDir)), { recursive: true });
    writeFileSync(statsFile(outDir), JSON.stringify(chunks));
  },
});

/** What a module is counted under: its package (`@chakra-ui/react`), or its path in the app (`src/app/router.tsx`). */
export const ownerOf = (id: string): string => {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  // the last node_modules of the path: a package's own dependency counts as itself
  const inPackage = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(clean)?.[1];
  if (inPackage) return inPackage.replace(/\\/g, '/');
  return clean.startsWith('/') ? relative(process.cwd(), clean) : clean;
};

export interface ModuleShare {
  owner: string;
  gzip: number;
}

/**
 * The gzip bytes of the scripts a start-up fetched (`/assets/x.js` → gzip size) shared among their
 * modules and summed per owner (package or app file), largest first. Scripts the build did not note
 * (the theme boot script, a worker) count under their own file name.
 */
export const moduleBreakdown = (outDir: string, scripts: ReadonlyMap<string, number>): ModuleShare[] | null => {
  if (!existsSync(statsFile(outDir))) return null;
  const chunks = JSON.parse(readFileSync(statsFile(outDir), 'utf8')) as ChunkModules;
  const shares = new Map<string, number>();
  const add = (owner: string, gzip: number): void => void shares.set(owner, (shares.get(owner) ?? 0) + gzip);
  for (const [path, gzip] of scripts) {
    const modules = chunks[path.replace(/^\//, '')];
    const total = modules ? Object.values(modules).reduce((sum, length) => sum + length, 0) : 0;
    if (!modules || total === 0) {
      add(path, gzip);
      continue;
    }
    for (const [id, weight] of Object.entries(modules)) add(ownerOf(id), (gzip * weight) / total);
  }
  return [...shares.entries()].map(([owner, gzip]) => ({ owner, gzip })).sort((a, b) => b.gzip - a.gzip);
};
