import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxTraces } from './check-dist.ts';

const dirs: string[] = [];
const build = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'check-dist-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the build-output check', () => {
  it('passes a build without the sandbox, the workbox route list included', () => {
    expect(
      sandboxTraces(
        build({
          'index.html': '<script src="app.js"></script>',
          'sw.js': 'navigateFallbackDenylist:[/^\\/__sandbox/]',
          'assets/app.js': 'fetch("/api/login")',
        }),
      ),
    ).toEqual([]);
  });

  it('finds msw, its worker script and the sandbox', () => {
    const traces = sandboxTraces(
      build({
        'mockServiceWorker.js': 'self',
        'assets/a.js': 'postMessage("MOCK_ACTIVATE")',
        'assets/b.js': 'app.post("/__sandbox/clock")',
        'assets/c.js': 'id="sandbox-demo-panel"',
        'assets/d.js': 'await globalThis[Symbol.for("tradeapp:sandbox-ready")]',
      }),
    );
    expect(traces).toEqual(
      expect.arrayContaining([
        "mockServiceWorker.js: msw's service worker",
        'assets/a.js: msw ("MOCK_ACTIVATE")',
        'assets/b.js: the sandbox ("/__sandbox/clock")',
        'assets/c.js: the demo panel ("sandbox-demo-panel")',
        'assets/d.js: the wait for the demo\'s msw ("tradeapp:sandbox-ready")',
      ]),
    );
  });
});
