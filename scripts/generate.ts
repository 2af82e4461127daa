/**
 * `npm run generate`: the client, schemas, MSW handlers (orval), the checks of the success answers,
 * the socket frame types and validators, and the operation list, from openapi.yaml and asyncapi.yaml. Skipped when nothing they
 * are made from has changed since the last run (the specs, the generators' config and scripts, the
 * installed versions), so lint, type check and unit runs do not pay for it every time. `--force`
 * always regenerates.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isEntryPoint } from './lib/entry-point.ts';

/** Everything the generated code is made from. */
export const INPUTS = [
  'openapi.yaml',
  'asyncapi.yaml',
  'orval.config.ts',
  'scripts/generate.ts',
  'scripts/generate-market-types.ts',
  'scripts/generate-market-validators.ts',
  'scripts/generate-operations.ts',
  'scripts/generate-response-input.ts',
  'scripts/generate-response-tags.ts',
  'package-lock.json',
] as const;

/** What the generators write; all of it must exist for a skip. */
export const OUTPUTS = [
  'src/api/generated/endpoints',
  'src/api/generated/model',
  'src/api/generated/zod',
  'src/api/generated/responses',
  'src/api/generated/response-checks',
  'src/api/generated/operations.ts',
  'src/market/generated/frames.ts',
  'src/market/generated/frame-validators.ts',
] as const;

const STAMP = 'src/api/generated/.inputs.sha256';

const STEPS = [
  'npx orval --config orval.config.ts',
  'npx tsx scripts/generate-response-tags.ts',
  'npx tsx scripts/generate-market-types.ts',
  'npx tsx scripts/generate-market-validators.ts',
  'npx tsx scripts/generate-operations.ts',
];

/** One hash of every input's path and bytes. */
export function inputsHash(root = '.'): string {
  const hash = createHash('sha256');
  for (const path of INPUTS) {
    hash.update(`${path}\0`);
    hash.update(existsSync(`${root}/${path}`) ? readFileSync(`${root}/${path}`) : 'missing');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when the outputs exist and were made from exactly these inputs. */
export function upToDate(root = '.'): boolean {
  const stamp = `${root}/${STAMP}`;
  if (!existsSync(stamp) || OUTPUTS.some((path) => !existsSync(`${root}/${path}`))) return false;
  return readFileSync(stamp, 'utf8').trim() === inputsHash(root);
}

function main(): void {
  const force = process.argv.includes('--force');
  if (!force && upToDate()) {
    console.log(
      'generate: the specs and generators are unchanged since the last run; nothing to do (--force regenerates)',
    );
    return;
  }
  // a run that fails half-way must not leave a stamp that vouches for it
  rmSync(STAMP, { force: true });
  for (const command of STEPS) {
    const result = spawnSync(command, { shell: true, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${inputsHash()}\n`);
}

if (isEntryPoint(import.meta.url)) main();
