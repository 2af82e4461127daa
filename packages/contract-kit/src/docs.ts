/**
 * contract-kit docs: HTML references for both contracts, written to docs-html/ (git-ignored).
 *
 *   docs-html/api.html           REST reference of openapi.yaml (Redocly build-docs, Redoc inlined: works offline,
 *                                x-provider-status shown on every operation)
 *   docs-html/socket/index.html  market socket reference of asyncapi.yaml (AsyncAPI generator + html-template)
 *
 * The AsyncAPI generator and its HTML template weigh about 400 MB and pull puppeteer, so they live in
 * their own package (lib/docs-tooling.ts says where: exact pins, own package-lock.json, puppeteer's browser
 * download switched off). This script installs it with `npm ci` only when its node_modules is missing,
 * then runs the generator with `install: false` on the template's local path: nothing is fetched at
 * generation time.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { binOf, seedTooling, toolingFolder } from './lib/docs-tooling.ts';
import { OFFLINE_POLICY, declaredPolicy, externalResources, offlinePage } from './lib/offline-page.ts';

export const USAGE = `Usage: contract-kit docs [options]

Builds HTML references for the contracts into a folder that is not committed:
  <out>/api.html            REST reference (Redocly build-docs, self-contained)
  <out>/socket/index.html   market socket reference (AsyncAPI generator + html-template)

The REST reference needs @redocly/cli installed in the project (or beside the kit). The socket tooling
(AsyncAPI generator, about 400 MB) has a package and lock file of its own: tools/asyncapi-docs of the
project folder if there is one, else .contract-kit/asyncapi-docs, seeded from the copy the kit carries
(another folder with CONTRACT_KIT_ASYNCAPI_TOOLING); it is installed with \`npm ci\`
(PUPPETEER_SKIP_DOWNLOAD=1) the first time, when its node_modules is missing.

Options:
  --spec <file>        OpenAPI document (default: openapi.yaml).
  --asyncapi <file>    AsyncAPI document (default: asyncapi.yaml).
  --out <dir>          Output folder (default: docs-html).
  --only <rest|socket> Build only one of the two references.
  -h, --help           Show this help.`;

export interface DocsOptions {
  spec: string;
  asyncapi: string;
  out: string;
  only: 'rest' | 'socket' | undefined;
}

export type DocsArgs = { kind: 'run'; options: DocsOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseDocsArgs(argv: readonly string[]): DocsArgs {
  const options: DocsOptions = { spec: 'openapi.yaml', asyncapi: 'asyncapi.yaml', out: 'docs-html', only: undefined };
  const args = [...argv];
  while (args.length > 0) {
    const raw = args.shift() ?? '';
    if (raw === '-h' || raw === '--help') return { kind: 'help' };
    const [flag, inline] = raw.includes('=')
      ? [raw.slice(0, raw.indexOf('=')), raw.slice(raw.indexOf('=') + 1)]
      : [raw, undefined];
    if (!['--spec', '--asyncapi', '--out', '--only'].includes(flag))
      return { kind: 'error', message: `unknown argument "${raw}"` };
    const value = inline ?? args.shift();
    if (!value) return { kind: 'error', message: `${flag} needs a value` };
    if (flag === '--spec') options.spec = value;
    else if (flag === '--asyncapi') options.asyncapi = value;
    else if (flag === '--out') options.out = value;
    else if (value === 'rest' || value === 'socket') options.only = value;
    else return { kind: 'error', message: '--only takes rest or socket' };
  }
  return { kind: 'run', options };
}

// paths are the caller's: the project folder the command runs in
const root = process.cwd();
const TOOLS = toolingFolder(root);
const TEMPLATE = join(TOOLS, 'node_modules', '@asyncapi', 'html-template');

/**
 * Runs the generator inside the tooling folder (so `require` resolves its own node_modules).
 * argv: [asyncapi file, output folder, template folder]. `install: false` and a template path: the
 * generator uses the installed template and never reaches the registry.
 */
const GENERATOR_RUNNER = `
const Generator = require('@asyncapi/generator');
const [asyncapiFile, outDir, templateDir] = process.argv.slice(1);
const generator = new Generator(templateDir, outDir, {
  forceWrite: true,
  install: false,
  templateParams: { singleFile: 'true', outFilename: 'index.html' },
});
generator.generateFromFile(asyncapiFile).then(
  () => process.exit(0),
  (error) => { console.error(error && error.stack ? error.stack : error); process.exit(1); },
);
`;

interface RunResult {
  code: number;
  output: string;
  ms: number;
}

/** Runs a command with a time limit; the child is killed on timeout. Output is echoed and kept. */
function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number; echo?: boolean },
): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output += text;
      if (output.length > 200_000) output = output.slice(-200_000);
      if (options.echo) process.stdout.write(text.replace(/^/gm, '    '));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(killed after ${options.timeoutMs / 1000} s)`;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolveRun({ code: 127, output: `${output}\n${error.message}`, ms: Date.now() - started });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code: code ?? 1, output, ms: Date.now() - started });
    });
  });
}

/** Total size in bytes of a file or a folder. */
export function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

const human = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(0)} kB`
      : `${bytes} B`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const tail = (text: string, lines = 30): string => text.trim().split('\n').slice(-lines).join('\n');

const QUIET_ENV: NodeJS.ProcessEnv = {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  PUPPETEER_SKIP_DOWNLOAD: '1',
  NO_UPDATE_NOTIFIER: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

async function buildRest(options: DocsOptions, out: string, log: (line: string) => void): Promise<boolean> {
  const target = join(out, 'api.html');
  // --inlineBundle: Redoc is embedded, the page works offline; showExtensions: x-provider-status is shown.
  const args = ['build-docs', resolve(options.spec), '-o', target, '--inlineBundle', '--openapi.showExtensions=true'];
  log(
    `docs: REST reference: redocly ${args.join(' ').replace(resolve(options.spec), options.spec).replace(target, relative(root, target))}`,
  );
  let redocly: string;
  try {
    redocly = binOf(root, '@redocly/cli', 'redocly');
  } catch (error) {
    log(`docs: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  const result = await run(process.execPath, [redocly, ...args], {
    env: QUIET_ENV,
    timeoutMs: 180_000,
  });
  if (result.code !== 0 || !existsSync(target)) {
    log(`docs: Redocly failed (exit ${result.code}):\n${tail(result.output)}`);
    return false;
  }
  // The page must open offline: Redoc and the spec are inlined, and nothing may come from the internet
  // (the markup names no remote resource, and the policy stops whatever the bundle's code would fetch).
  const html = offlinePage(readFileSync(target, 'utf8'));
  writeFileSync(target, html);
  const external = externalResources(html);
  if (declaredPolicy(html) !== OFFLINE_POLICY) {
    log(`docs: ${target} does not carry the offline Content-Security-Policy`);
    return false;
  }
  if (external.length > 0) {
    log(`docs: ${target} would load ${external.length} resource(s) from the internet: ${external.join(', ')}`);
    return false;
  }
  log(
    `docs: REST reference written in ${seconds(result.ms)}: ${target} (${human(sizeOf(target))}), loads nothing from the internet`,
  );
  return true;
}

async function ensureSocketTooling(log: (line: string) => void): Promise<boolean> {
  if (existsSync(join(TOOLS, 'node_modules'))) return true;
  const missing = seedTooling(TOOLS);
  if (missing !== undefined) {
    log(`docs: ${missing}`);
    return false;
  }
  log(
    `docs: installing the socket doc tooling once (npm ci --prefix ${relative(root, TOOLS)}, about 400 MB, no browser download)...`,
  );
  const npmCli = process.env.npm_execpath;
  const [command, prefixArgs] = npmCli && /npm-cli\.js$/.test(npmCli) ? [process.execPath, [npmCli]] : ['npm', []];
  const result = await run(command, [...prefixArgs, 'ci', '--prefix', TOOLS, '--no-audit', '--no-fund'], {
    env: QUIET_ENV,
    timeoutMs: 600_000,
    echo: false,
  });
  if (result.code !== 0) {
    log(`docs: npm ci in ${TOOLS} failed (exit ${result.code}):\n${tail(result.output)}`);
    rmSync(join(TOOLS, 'node_modules'), { recursive: true, force: true });
    return false;
  }
  log(`docs: socket doc tooling installed in ${seconds(result.ms)} (${human(sizeOf(join(TOOLS, 'node_modules')))})`);
  return true;
}

async function buildSocket(options: DocsOptions, out: string, log: (line: string) => void): Promise<boolean> {
  if (!(await ensureSocketTooling(log))) return false;
  if (!existsSync(join(TEMPLATE, 'package.json'))) {
    log(`docs: ${TEMPLATE} is missing; delete ${join(TOOLS, 'node_modules')} and run again to reinstall.`);
    return false;
  }
  const target = join(out, 'socket');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  log(
    `docs: socket reference: AsyncAPI generator (html-template, install: false) ${options.asyncapi} -> ${relative(root, target)}/`,
  );
  const result = await run(process.execPath, ['-e', GENERATOR_RUNNER, resolve(options.asyncapi), target, TEMPLATE], {
    cwd: TOOLS,
    env: QUIET_ENV,
    timeoutMs: 300_000,
  });
  const index = join(target, 'index.html');
  if (result.code !== 0 || !existsSync(index)) {
    log(`docs: the AsyncAPI generator failed (exit ${result.code}):\n${tail(result.output)}`);
    return false;
  }
  log(`docs: socket reference written in ${seconds(result.ms)}: ${index} (${human(sizeOf(target))})`);
  return true;
}

export async function main(
  argv: readonly string[],
  log: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const parsed = parseDocsArgs(argv);
  if (parsed.kind === 'help') {
    log(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    log(`docs: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;
  for (const [file, wanted] of [
    [options.spec, options.only !== 'socket'],
    [options.asyncapi, options.only !== 'rest'],
  ] as const) {
    if (wanted && !existsSync(resolve(file))) {
      log(`docs: ${file} not found\n\n${USAGE}`);
      return 2;
    }
  }
  const started = Date.now();
  const out = resolve(options.out);
  mkdirSync(out, { recursive: true });
  const results: boolean[] = [];
  if (options.only !== 'socket') results.push(await buildRest(options, out, log));
  if (options.only !== 'rest') results.push(await buildSocket(options, out, log));
  const ok = results.every(Boolean);
  log(`docs: ${ok ? 'done' : 'FAILED'} in ${seconds(Date.now() - started)}; open ${pathToFileURL(out).href}/`);
  return ok ? 0 : 1;
}
