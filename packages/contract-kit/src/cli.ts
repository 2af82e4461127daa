#!/usr/bin/env node
/**
 * contract-kit: the contract tools for a backend team, by subcommand.
 *
 *   contract-kit conformance --api URL [--feed URL] --spec openapi.yaml --asyncapi asyncapi.yaml
 *   contract-kit diff <git-ref> | --ci | --base old.yaml   [--spec openapi.yaml]
 *   contract-kit docs [--spec openapi.yaml] [--asyncapi asyncapi.yaml] [--out docs-html]
 */
import { isEntryPoint } from './lib/entry-point.ts';

export const USAGE = `Usage: contract-kit <command> [options]

Commands:
  conformance   Check a server against the REST and socket contracts (contract-kit conformance --help)
  diff          Compare two versions of the REST contract, breaking changes first (contract-kit diff --help)
  docs          Build offline HTML references of both contracts (contract-kit docs --help)

Every command takes the contracts by path: --spec <openapi.yaml> and, where it applies, --asyncapi <asyncapi.yaml>.`;

export async function run(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'conformance':
      return (await import('./conformance-cli.ts')).main(rest);
    case 'diff':
      return (await import('./diff.ts')).main(rest);
    case 'docs':
      return (await import('./docs.ts')).main(rest);
    case '-h':
    case '--help':
    case 'help':
      console.log(USAGE);
      return 0;
    case '--version': {
      const { createRequire } = await import('node:module');
      const manifest = createRequire(import.meta.url)('../package.json') as { version: string };
      console.log(manifest.version);
      return 0;
    }
    default:
      console.error(
        `contract-kit: ${command === undefined ? 'a command is required' : `unknown command "${command}"`}\n\n${USAGE}`,
      );
      return 2;
  }
}

if (isEntryPoint(import.meta.url)) {
  run(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
