import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Every path of the app's route table (src/app/route-table.ts), read from its source so a route
 * added there is visited by the suites that sweep all routes (the browser tests import no app code).
 */
export const routePaths = (): string[] => {
  const table = readFileSync(resolve(import.meta.dirname, '../../src/app/route-table.ts'), 'utf8');
  return [...new Set([...table.matchAll(/'(\/(?:pages\/[^']*)?)'/g)].map((match) => match[1]!))];
};
