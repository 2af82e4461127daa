import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Every path of the app's table of addresses (src/lib/route-paths.ts), read from its source so a
 * route added there is visited by the suites that sweep all routes (the browser tests import no app code).
 */
export const routePaths = (): string[] => {
  const table = readFileSync(resolve(import.meta.dirname, '../../src/lib/route-paths.ts'), 'utf8');
  return [...new Set([...table.matchAll(/\broute\('(\/[^']*)'/g)].map((match) => match[1]!))];
};
