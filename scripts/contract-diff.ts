/**
 * contract:diff: lists the changes of the OpenAPI contract since a git ref that break clients.
 *
 *   npm run contract:diff -- <git-ref> [--spec openapi.yaml]
 *
 * Reads the spec at <git-ref> (`git show <ref>:./<spec>`) and in the working tree, resolves their
 * local $refs, and prints the changes grouped by operation: breaking ones first, then the others.
 * Exits 1 when there are breaking changes, 0 when there are none, 2 on usage or git errors.
 * The comparison itself is lib/spec-diff.ts (pure, unit-tested).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSpec, type JsonObject } from './lib/openapi.ts';
import { diffSpecs, hasBreaking, renderDiff } from './lib/spec-diff.ts';
import { isEntryPoint } from './lib/entry-point.ts';

export const USAGE = `Usage: npm run contract:diff -- <git-ref> [--spec openapi.yaml]

Compares the OpenAPI spec at <git-ref> (a commit, branch or tag, e.g. main, HEAD~3, v1.2.0) with the
working-tree spec and lists the changes that break clients: removed or moved operations, removed or
renamed operationIds, removed response fields (any depth), response fields made optional, changed
types, removed enum values, new required request fields or parameters, removed parameters, and
operations that became secured. Non-breaking changes are listed under their own heading.

Options:
  --spec <file>   Spec path in the repository, relative to the project folder (default: openapi.yaml).
  -h, --help      Show this help.

Exit codes: 0 no breaking change, 1 breaking changes found, 2 usage or git error.`;

export type DiffArgs = { kind: 'run'; ref: string; spec: string } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseDiffArgs(argv: readonly string[]): DiffArgs {
  let ref: string | undefined;
  let spec = 'openapi.yaml';
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift() ?? '';
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (arg === '--spec' || arg.startsWith('--spec=')) {
      const value = arg.startsWith('--spec=') ? arg.slice('--spec='.length) : args.shift();
      if (!value) return { kind: 'error', message: '--spec needs a value' };
      spec = value;
    } else if (arg.startsWith('-')) {
      return { kind: 'error', message: `unknown option "${arg}"` };
    } else if (ref === undefined) {
      ref = arg;
    } else {
      return { kind: 'error', message: `unexpected argument "${arg}" (only one git ref)` };
    }
  }
  if (ref === undefined) return { kind: 'error', message: 'a git ref is required' };
  if (/[\s:]/.test(ref)) return { kind: 'error', message: `"${ref}" is not a git ref` };
  return { kind: 'run', ref, spec };
}

/** The spec's text at a git ref, read with `git show <ref>:./<spec>` from the current directory. */
export function specAtRef(ref: string, spec: string, cwd = process.cwd()): string {
  const relative = spec.replace(/^\.\//, '');
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    throw new Error(`"${ref}" is not a commit, branch or tag of this repository`);
  }
  try {
    return execFileSync('git', ['show', `${ref}:./${relative}`], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr).trim() : '';
    throw new Error(`cannot read ${relative} at ${ref}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

export interface DiffIo {
  log: (line: string) => void;
  error: (line: string) => void;
}

const consoleIo: DiffIo = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** CLI entry: returns the process exit code. */
export function main(argv: readonly string[], io: DiffIo = consoleIo): number {
  const parsed = parseDiffArgs(argv);
  if (parsed.kind === 'help') {
    io.log(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.error(`contract:diff: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  let base: JsonObject;
  let head: JsonObject;
  try {
    base = parseSpec(specAtRef(parsed.ref, parsed.spec), `${parsed.spec} at ${parsed.ref}`);
    head = parseSpec(readFileSync(resolve(parsed.spec), 'utf8'), `${parsed.spec} (working tree)`);
  } catch (error) {
    io.error(`contract:diff: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  let changes;
  try {
    changes = diffSpecs(base, head);
  } catch (error) {
    io.error(`contract:diff: cannot compare: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  io.log(renderDiff(changes, `contract:diff ${parsed.spec}: ${parsed.ref} -> working tree`));
  const breaking = changes.filter((c) => c.breaking).length;
  io.log(`${breaking} breaking, ${changes.length - breaking} non-breaking change${changes.length - breaking === 1 ? '' : 's'}`);
  return hasBreaking(changes) ? 1 : 0;
}

if (isEntryPoint(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
