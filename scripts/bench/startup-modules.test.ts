import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleBreakdown, ownerOf } from './startup-modules';

const dir = mkdtempSync(join(tmpdir(), 'startup-modules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('where a start-up’s bytes go', () => {
  it('counts a module under its package, scoped or not, or under its path in the app', () => {
    expect(ownerOf('/repo/node_modules/@chakra-ui/react/dist/esm/box.js')).toBe('@chakra-ui/react');
    expect(ownerOf('/repo/node_modules/.pnpm/x/node_modules/zod/v4/core/api.js')).toBe('zod');
    expect(ownerOf('\0/repo/node_modules/big.js/big.mjs?commonjs-es-import')).toBe('big.js');
    expect(ownerOf(`${process.cwd()}/src/app/router.tsx`)).toBe('src/app/router.tsx');
  });

  it('shares each fetched chunk among its modules by their weight, and counts a chunk it does not know under its own name', () => {
    const outDir = join(dir, 'dist');
    mkdirSync(`${outDir}-stats`, { recursive: true });
    writeFileSync(
      `${outDir}-stats/modules.json`,
      JSON.stringify({
        'assets/a.js': { '/r/node_modules/zod/a.js': 3, '/r/node_modules/zod/b.js': 1 },
        'assets/b.js': { '/r/node_modules/react/x.js': 1 },
      }),
    );
    const shares = moduleBreakdown(
      outDir,
      new Map([
        ['/assets/a.js', 400],
        ['/assets/worker.js', 50],
      ]),
    );
    expect(shares).toEqual([
      { owner: 'zod', gzip: 400 },
      { owner: '/assets/worker.js', gzip: 50 },
    ]);
    expect(moduleBreakdown(join(dir, 'not-built'), new Map())).toBeNull();
  });
});
