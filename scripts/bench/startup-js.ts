/**
 * How much JavaScript a phone downloads before the first screen is usable, for a visitor and for a
 * signed-in user opening `/`. Builds the app if dist/ is missing, serves it with `vite preview`,
 * loads it in Chromium and prints raw and gzip sizes of every script it fetched.
 *
 *   npm run bench:startup [-- --route /pages/login]
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';

const { values } = parseArgs({ options: { route: { type: 'string', default: '/' } } });
const route = values.route ?? '/';

if (!existsSync('dist/index.html')) {
  console.log('dist/ missing: building…');
  await build({ logLevel: 'warn' });
}

const server = await preview({ preview: { port: 4181, strictPort: true, host: '127.0.0.1' }, logLevel: 'silent' });
const base = 'http://127.0.0.1:4181';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

const measure = async (label: string, token: string | null): Promise<void> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (token) await context.addInitScript({ content: `localStorage.setItem('token', ${JSON.stringify(token)});` });
  // The API is not part of this measurement: answer every call with an empty 401-free body.
  await context.route('**/api/**', (request) => request.fulfill({ status: 200, json: { status: 200, result: {}, data: [] } }));
  const page = await context.newPage();
  const scripts = new Map<string, { raw: number; gzip: number }>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body).length });
  });
  const started = performance.now();
  await page.goto(`${base}/#${route}`, { waitUntil: 'networkidle' });
  const elapsed = performance.now() - started;
  const rows = [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  const total = rows.reduce((sum, [, size]) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
  console.log(`\n${label}: ${route} → ${new URL(page.url()).hash}  (${rows.length} scripts, loaded in ${elapsed.toFixed(0)} ms on loopback)`);
  for (const [path, size] of rows) console.log(`  ${kb(size.gzip).padStart(9)} gzip  ${kb(size.raw).padStart(9)} raw  ${path}`);
  console.log(`  ${kb(total.gzip).padStart(9)} gzip  ${kb(total.raw).padStart(9)} raw  TOTAL`);
  await context.close();
};

try {
  await measure('visitor', null);
  await measure('signed in', 'bench-token');
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
