import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { version as viteVersion } from 'vite';

/** One hash of every translation file and of Vite's version: the version of every text chunk. */
const textsVersion = createHash('sha256')
  .update(viteVersion)
  .update(
    readdirSync('locales', { recursive: true, encoding: 'utf8' })
      .sort()
      .map((file) => (file.endsWith('.json') ? `${file}\n${readFileSync(join('locales', file), 'utf8')}` : ''))
      .join('\n'),
  )
  .digest('base64url')
  .slice(0, 8);

/**
 * A translation file's chunk is named after its language and namespace and one hash of every translation
 * (and of Vite), not a hash of its own: the start-up's table of 192 text chunks then compresses to about
 * 1.8 kB gzip, and a changed text still gets every text chunk a new name (decision 0042).
 */
export const chunkFileNames = (chunk: { facadeModuleId: string | null }): string => {
  const text = /[\\/]locales[\\/]([a-z]{2})[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return text ? `assets/${text[1]}-${text[2]}-${textsVersion}.js` : 'assets/[name]-[hash].js';
};
