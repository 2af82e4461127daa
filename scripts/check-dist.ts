/**
 * The production build holds nothing of the sandbox: no mockServiceWorker.js, no msw, no sandbox
 * code (the browser sandbox lives only in the demo build, dist-demo/). Run after `vite build`:
 *
 *   tsx scripts/check-dist.ts [dist]
 *
 * Markers are strings each piece cannot run without: msw's own names and messages, the sandbox's
 * control routes, its recovery code and log prefix, the demo panel's id, the key under which the app's
 * calls wait for the demo's msw (src/lib/sandbox-ready.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const MARKERS: ReadonlyArray<[what: string, marker: string]> = [
  ['msw', 'mockServiceWorker'],
  ['msw', 'MOCK_ACTIVATE'],
  ['msw', '[MSW]'],
  ['the sandbox', '/__sandbox/clock'],
  ['the sandbox', '[sandbox]'],
  ['the sandbox', 'Internal sandbox error'],
  ['the demo panel', 'sandbox-demo-panel'],
  ["the wait for the demo's msw", 'tradeapp:sandbox-ready'],
];

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : [path];
  });

/** What of the sandbox a build folder holds: one line per file and marker; [] when clean. */
export function sandboxTraces(dist: string): string[] {
  const problems: string[] = [];
  for (const file of filesOf(dist)) {
    const name = relative(dist, file);
    if (/mockServiceWorker\.js$/.test(name)) problems.push(`${name}: msw's service worker`);
    if (!/\.(js|mjs|html|json|webmanifest|css)$/.test(name)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [what, marker] of MARKERS) if (text.includes(marker)) problems.push(`${name}: ${what} ("${marker}")`);
  }
  return problems;
}

const dist = process.argv[2] ?? 'dist';
if (process.argv[1]?.endsWith('check-dist.ts')) {
  if (!existsSync(dist)) {
    console.error(`${dist} does not exist: build first (npx vite build)`);
    process.exit(2);
  }
  const problems = sandboxTraces(dist);
  if (problems.length > 0) {
    console.error(`${dist} holds sandbox code:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${dist}: no msw, no mockServiceWorker.js, no sandbox code (${filesOf(dist).length} files checked)`);
}
