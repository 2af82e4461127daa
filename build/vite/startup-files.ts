import type { Plugin } from 'vite';

/**
 * The files the entry loads before anything else (its static imports and their CSS) and every
 * language's common texts, read from the bundle once per build. Two later steps need them: the
 * service worker's precache list (installable-app.ts) and each lazy chunk's preload list
 * (`build.modulePreload` in vite.config.ts).
 *
 * The order is the contract: `plugin` notes them in its `generateBundle`, which runs before both
 * readers (Vite's import analysis and the PWA plugin are `post` plugins; this one is not). A reader
 * that asks before (a plugin moved, a hook renamed) gets an error, never an empty list that would
 * quietly precache nothing or preload everything twice.
 */
export interface StartupFiles {
  plugin: Plugin;
  /** Whether `file` (a path in the output, e.g. `assets/index-x.js`) is one of them. */
  has: (file: string) => boolean;
}

export const startupFiles = (): StartupFiles => {
  let files: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'remember-startup-files',
    apply: 'build',
    buildStart() {
      files = undefined;
    },
    generateBundle(_options, bundle) {
      const noted = new Set<string>();
      const visit = (file: string): void => {
        if (noted.has(file)) return;
        noted.add(file);
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) noted.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) visit(file);
        // every language's common texts: what the shell says, offline too, whatever the language
        if (/[\\/]locales[\\/][a-z]{2}[\\/]common\.json$/.test(chunk.facadeModuleId ?? '')) noted.add(file);
      }
      files = noted;
    },
  };
  return {
    plugin,
    has: (file) => {
      if (!files)
        throw new Error(
          `startup files asked for (${file}) before the bundle was read: list ${plugin.name} before its readers`,
        );
      return files.has(file);
    },
  };
};
