import type { Plugin } from 'vite';
import { headersFile } from '../../scripts/lib/security-headers.ts';

/** `dist/_headers`: the security headers for static hosts that read that file (Netlify, Cloudflare Pages). */
export const headersForStaticHosts = (settings: Record<string, string>): Plugin => ({
  name: 'security-headers-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(settings) });
  },
});
