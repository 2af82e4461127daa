import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { startupFiles } from './startup-files.ts';

type GenerateBundle = (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
    ...extra,
  }) as unknown as Rollup.OutputChunk;

describe('the start-up files', () => {
  it('are the entry, what it imports statically, their CSS and the common texts, and nothing lazy', () => {
    const startup = startupFiles();
    const entry = chunk('assets/index.js', ['assets/react.js'], { isEntry: true });
    entry.viteMetadata?.importedCss.add('assets/index.css');
    const bundle = {
      'assets/index.js': entry,
      'assets/react.js': chunk('assets/react.js', []),
      'assets/trade-screen.js': chunk('assets/trade-screen.js', ['assets/react.js']),
      'assets/common-vi.js': chunk('assets/common-vi.js', [], { facadeModuleId: '/app/locales/vi/common.json' }),
    } as Rollup.OutputBundle;
    (startup.plugin.generateBundle as GenerateBundle).call({}, {}, bundle);
    expect(['assets/index.js', 'assets/react.js', 'assets/index.css', 'assets/common-vi.js'].every(startup.has)).toBe(
      true,
    );
    expect(startup.has('assets/trade-screen.js')).toBe(false);
  });

  it('refuse to answer before the bundle is read, so a reader moved ahead of them fails the build', () => {
    const startup = startupFiles();
    expect(() => startup.has('assets/index.js')).toThrow(/before the bundle was read/);
  });
});
