#!/usr/bin/env node
// The command of the packed kit: runs the compiled CLI (dist/, built by `npm pack` through prepack).
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli.js')) throw error;
  console.error(
    'contract-kit: not built here (no dist/): run `npm run build -w packages/contract-kit`, or in the app `npm run conformance`, `npm run contract:diff`, `npm run docs`.',
  );
  process.exit(2);
}
process.exitCode = await cli.run(process.argv.slice(2));
