/**
 * contract-kit diff: lists the changes of the OpenAPI contract since a git ref that break clients.
 *
 *   contract-kit diff <git-ref> [--spec openapi.yaml]
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
import { firstRef, INTENDED_BREAK, mergeBase, messagesSince } from './lib/merge-base.ts';
import { diffSpecs, hasBreaking } from './lib/spec-diff.ts';
import { renderDiff } from './lib/spec-diff-render.ts';
import { groupByComponent } from './lib/spec-diff-components.ts';

export const USAGE = `Usage: contract-kit diff <git-ref> [--spec openapi.yaml]
       contract-kit diff --base <older.yaml> [--spec openapi.yaml]
       contract-kit diff --ci [--against <ref>] [--spec openapi.yaml]

Compares the OpenAPI spec at <git-ref> (a commit, branch or tag, e.g. main, HEAD~3, v1.2.0) with the
working-tree spec and lists the changes that break clients: removed or moved operations, removed or
renamed operationIds, removed response fields (any depth), response fields made optional, changed
types, new required request fields or parameters, removed parameters, operations that became secured.
Enums and limits are judged in the direction they travel: in a response, enum values added or removed,
an enum dropped, a looser limit or a changed pattern; in a request, enum values removed, an enum
introduced, a tighter limit or a new or changed pattern (length, pattern, range, size). A change to a
shared component is told once, with the operations it touches. Non-breaking changes are listed under
their own heading.

--ci compares with the merge base of HEAD and <ref> (default: $CONTRACT_BASE_REF, origin/main, main):
a breaking change fails unless a commit since the merge base says it is intended, with the trailer
"Contract-Change: breaking" (or "[breaking contract]" in its message). Without another ref or a
merge base (a fresh or shallow clone) it says so and passes.

--base compares two files, no git needed (a backend team's copy of the contract with a newer one).

Options:
  --spec <file>   Spec path in the repository, relative to the project folder (default: openapi.yaml).
  --base <file>   The older spec as a file, instead of a git ref.
  -h, --help      Show this help.

Exit codes: 0 no breaking change, 1 breaking changes found, 2 usage or git error.`;

export type DiffArgs =
  | { kind: 'run'; ref: string; spec: string }
  | { kind: 'files'; base: string; spec: string }
  | { kind: 'ci'; against: string | undefined; spec: string }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

export function parseDiffArgs(argv: readonly string[]): DiffArgs {
  let ref: string | undefined;
  let spec = 'openapi.yaml';
  let ci = false;
  let against: string | undefined;
  let baseFile: string | undefined;
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift() ?? '';
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (arg === '--ci') {
      ci = true;
      continue;
    }
    if (arg === '--against') {
      against = args.shift();
      if (!against) return { kind: 'error', message: '--against needs a ref' };
      continue;
    }
    if (arg === '--base' || arg.startsWith('--base=')) {
      baseFile = arg.startsWith('--base=') ? arg.slice('--base='.length) : args.shift();
      if (!baseFile) return { kind: 'error', message: '--base needs a file' };
      continue;
    }
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
  if (baseFile !== undefined)
    return ci || ref !== undefined
      ? { kind: 'error', message: '--base takes neither a git ref nor --ci' }
      : { kind: 'files', base: baseFile, spec };
  if (ci)
    return ref === undefined
      ? { kind: 'ci', against, spec }
      : { kind: 'error', message: '--ci takes no ref (use --against)' };
  if (ref === undefined) return { kind: 'error', message: 'a git ref is required' };
  if (/[\s:]/.test(ref)) return { kind: 'error', message: `"${ref}" is not a git ref` };
  return { kind: 'run', ref, spec };
}

/** The spec's text at a git ref, read with `git show <ref>:./<spec>` from the current directory. */
export function specAtRef(ref: string, spec: string, cwd = process.cwd()): string {
  const relative = spec.replace(/^\.\//, '');
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch {
    throw new Error(`"${ref}" is not a commit, branch or tag of this repository`);
  }
  try {
    return execFileSync('git', ['show', `${ref}:./${relative}`], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr =
      error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr).trim() : '';
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
    io.error(`diff: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  let ref = parsed.kind === 'run' ? parsed.ref : parsed.kind === 'files' ? parsed.base : '';
  let intended = false;
  if (parsed.kind === 'ci') {
    const cwd = process.cwd();
    const target = firstRef(
      [
        ...(parsed.against ? [parsed.against] : []),
        ...(process.env.CONTRACT_BASE_REF ? [process.env.CONTRACT_BASE_REF] : []),
        'origin/main',
        'main',
      ],
      cwd,
    );
    const base = target === undefined ? undefined : mergeBase(target, cwd);
    if (target === undefined || base === undefined) {
      io.log(
        `contract:diff --ci: skipped: ${target === undefined ? 'no other ref to compare with (origin/main, main)' : `no merge base with ${target} (a shallow clone?)`}`,
      );
      return 0;
    }
    ref = base;
    intended = messagesSince(base, cwd).some((message) => INTENDED_BREAK.test(message));
    io.log(`contract:diff --ci: comparing with the merge base of HEAD and ${target} (${base.slice(0, 12)})`);
  }
  let base: JsonObject;
  let head: JsonObject;
  try {
    base =
      parsed.kind === 'files'
        ? parseSpec(readFileSync(resolve(parsed.base), 'utf8'), parsed.base)
        : parseSpec(specAtRef(ref, parsed.spec), `${parsed.spec} at ${ref}`);
    head = parseSpec(readFileSync(resolve(parsed.spec), 'utf8'), `${parsed.spec} (working tree)`);
  } catch (error) {
    io.error(`diff: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  let changes;
  try {
    changes = diffSpecs(base, head);
  } catch (error) {
    io.error(`diff: cannot compare: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const { shared, rest } = groupByComponent(base, head, changes);
  io.log(
    renderDiff(
      rest,
      parsed.kind === 'files'
        ? `contract:diff ${parsed.base} -> ${parsed.spec}`
        : `contract:diff ${parsed.spec}: ${ref} -> working tree`,
      shared,
    ),
  );
  const breaking = changes.filter((c) => c.breaking).length;
  io.log(
    `${breaking} breaking, ${changes.length - breaking} non-breaking change${changes.length - breaking === 1 ? '' : 's'}`,
  );
  if (!hasBreaking(changes)) return 0;
  if (parsed.kind === 'ci') {
    if (intended) {
      io.log('contract:diff --ci: the breaking changes are declared intended by a commit (Contract-Change: breaking)');
      return 0;
    }
    io.log(
      'contract:diff --ci: breaking changes fail the build; if they are intended, say so in a commit message with the trailer "Contract-Change: breaking"',
    );
  }
  return 1;
}
