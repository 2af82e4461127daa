/**
 * Where `contract-kit docs` finds the AsyncAPI generator for the socket reference. The generator and its
 * HTML template weigh about 400 MB and pull puppeteer, so they are never a dependency of the kit: they
 * are installed on first use, with `npm ci`, from a manifest and lock file of their own (exact pins,
 * install scripts denied, no browser download).
 *
 * The folder, first that applies: `CONTRACT_KIT_ASYNCAPI_TOOLING`; `tools/asyncapi-docs` of the folder
 * the command runs in (the app's repository keeps the manifest there); else `.contract-kit/asyncapi-docs`
 * of that folder, seeded from the copy of the manifest the packed kit carries (`dist/asyncapi-docs`, with
 * the lock file as `npm-shrinkwrap.json`, which `npm pack` keeps).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The manifest the packed kit carries (dist/asyncapi-docs; absent when the kit runs from its source). */
export const SHIPPED_TOOLING = fileURLToPath(new URL('./asyncapi-docs/', new URL('..', import.meta.url)));

export function toolingFolder(root: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.CONTRACT_KIT_ASYNCAPI_TOOLING) return resolve(env.CONTRACT_KIT_ASYNCAPI_TOOLING);
  const project = join(root, 'tools', 'asyncapi-docs');
  if (existsSync(join(project, 'package.json'))) return project;
  return join(root, '.contract-kit', 'asyncapi-docs');
}

/**
 * Puts the manifest, the lock file and puppeteer's settings into `folder` when it has no manifest yet.
 * Returns a reason when there is none to put there.
 */
export function seedTooling(folder: string, shipped = SHIPPED_TOOLING): string | undefined {
  if (existsSync(join(folder, 'package.json'))) return undefined;
  const files: Array<[string, string]> = [
    ['package.json', 'package.json'],
    ['npm-shrinkwrap.json', 'package-lock.json'],
    ['.puppeteerrc.cjs', '.puppeteerrc.cjs'],
  ];
  const missing = files.filter(([from]) => !existsSync(join(shipped, from))).map(([from]) => from);
  if (missing.length > 0)
    return `no socket doc tooling in ${folder}, and this kit carries none to put there (${missing.join(', ')} missing in ${shipped}); set CONTRACT_KIT_ASYNCAPI_TOOLING to a folder holding the generator's package.json and package-lock.json`;
  mkdirSync(folder, { recursive: true });
  for (const [from, to] of files) copyFileSync(join(shipped, from), join(folder, to));
  return undefined;
}

/** The executable `name` of `pkg`: the project's own copy first, then the one installed beside the kit. */
export function binOf(root: string, pkg: string, name: string): string {
  let pkgPath: string;
  try {
    pkgPath = createRequire(join(root, 'package.json')).resolve(`${pkg}/package.json`);
  } catch {
    try {
      pkgPath = createRequire(import.meta.url).resolve(`${pkg}/package.json`);
    } catch {
      throw new Error(
        `${pkg} is not installed: npm install ${pkg}@2.77.0 (the REST reference needs it; --only socket builds the other one)`,
      );
    }
  }
  const manifest = JSON.parse(readFileSync(pkgPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[name];
  if (!bin) throw new Error(`${pkg} has no "${name}" executable`);
  return resolve(dirname(pkgPath), bin);
}
