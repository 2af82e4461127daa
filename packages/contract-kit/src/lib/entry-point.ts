import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * True when the module with this `import.meta.url` is the program node or tsx was started with,
 * not a module imported by a test or another script.
 */
export const isEntryPoint = (moduleUrl: string): boolean => {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
};
