/**
 * The market feed goes down and comes back. This file runs its own tick generator (a separate
 * process it kills with SIGKILL and starts again) and its own preview server pointing at it, so
 * the shared feed of the other browser tests is never interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import type { Page, WebSocket } from '@playwright/test';
import { expect, seed, test } from './fixtures';

const base = Number(process.env.E2E_PORT_BASE ?? 4100);
const PORTS = { api: base + 10, ticks: base + 30, app: base + 74 } as const;
const DIST = process.env.E2E_DIST ?? 'dist';
const SUBSCRIPTIONS = ['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth'];

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const waitForPort = async (port: number, open = true): Promise<void> => {
  const deadline = Date.now() + 30_000;
  while ((await portOpen(port)) !== open) {
    if (Date.now() > deadline) throw new Error(`port ${port} did not ${open ? 'open' : 'close'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

let generator: ChildProcess | undefined;
let previewServer: ChildProcess | undefined;

/** The tick generator as one plain Node process (tsx as a loader), so SIGKILL really kills it. */
const startGenerator = async (): Promise<void> => {
  generator = spawn(
    process.execPath,
    ['--import', 'tsx', 'mocks/tick-generator/server.ts', '--port', String(PORTS.ticks)],
    {
      stdio: 'ignore',
    },
  );
  await waitForPort(PORTS.ticks);
};

const killGenerator = async (): Promise<void> => {
  const child = generator;
  generator = undefined;
  if (!child || child.exitCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
  await waitForPort(PORTS.ticks, false);
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await startGenerator();
  previewServer = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(PORTS.app), '--strictPort', '--outDir', DIST],
    {
      stdio: 'ignore',
      env: { ...process.env, MOCK_API_PORT: String(PORTS.api), MOCK_TICKS_PORT: String(PORTS.ticks) },
    },
  );
  await waitForPort(PORTS.app);
});

test.afterAll(async () => {
  await killGenerator();
  previewServer?.kill('SIGTERM');
  if (previewServer && previewServer.exitCode === null) await once(previewServer, 'exit');
});

interface Recorded {
  sockets: WebSocket[];
  /** Frames sent, per socket in opening order. */
  sent: string[][];
}

const record = (page: Page): Recorded => {
  const recorded: Recorded = { sockets: [], sent: [] };
  page.on('websocket', (socket) => {
    const frames: string[] = [];
    recorded.sockets.push(socket);
    recorded.sent.push(frames);
    socket.on('framesent', (frame) => frames.push(String(frame.payload)));
  });
  return recorded;
};

test('the app reconnects after the feed dies, subscribes once per connection, and marks symbols stale after 30 s', async ({
  page,
  context,
  guard,
}) => {
  test.setTimeout(180_000);
  // the browser logs each refused reconnect attempt
  guard.allowConsole.push(/WebSocket connection to .* failed/);
  const recorded = record(page);
  await seed(page, { token: 'demo-token' });
  await page.goto(`http://127.0.0.1:${PORTS.app}/#/pages/home/market`);
  const btc = page.locator('[data-testid="instrument-row"][data-code="btcusdt"]').getByTestId('live-price');
  const banner = page.getByTestId('connection-banner');

  await test.step('live prices flow on one socket with one set of subscriptions', async () => {
    await expect(btc).toHaveAttribute('data-status', '1');
    await expect(banner).toBeHidden();
    expect(recorded.sent).toEqual([SUBSCRIPTIONS]);
  });

  await test.step('the generator is killed: the user is told, and the app retries', async () => {
    await killGenerator();
    await expect(banner).toHaveText('Live prices interrupted, reconnecting…');
  });

  await test.step('the generator restarts: the app reconnects and subscribes exactly once', async () => {
    await startGenerator();
    await expect(banner).toBeHidden({ timeout: 10_000 });
    const price = await btc.getAttribute('data-price');
    await expect(btc).not.toHaveAttribute('data-price', price ?? '', { timeout: 10_000 });
    await expect(btc).toHaveAttribute('data-status', '1');
    // every connection that opened sent the three subscriptions once; failed attempts sent nothing
    const opened = recorded.sent.filter((frames) => frames.length > 0);
    expect(opened.length).toBeGreaterThanOrEqual(2);
    for (const frames of opened) expect(frames).toEqual(SUBSCRIPTIONS);
  });

  await test.step('the feed stays down past 30 s: prices go stale, then the app stops retrying', async () => {
    await killGenerator();
    const before = recorded.sockets.length;
    await expect(btc).toHaveAttribute('data-status', '-1', { timeout: 45_000 });
    await expect(page.locator('[data-testid="live-price"][data-status="1"]')).toHaveCount(0);
    await expect(banner).toContainText('Live prices paused: the price service did not answer after 10 attempts.', {
      timeout: 15_000,
    });
    // it says what happened without blaming the user's network, and offers to try again at once
    await expect(banner).not.toContainText(/network|internet|your connection|offline/i);
    await expect(banner.getByRole('button', { name: 'Retry now' })).toBeVisible();
    // ten attempts 2 s apart, then nothing more
    expect(recorded.sockets.length - before).toBe(10);
    await page.waitForTimeout(4_000);
    expect(recorded.sockets.length - before).toBe(10);
  });

  await test.step('"Retry now" with the feed up: reconnected at once, subscribed once, live again', async () => {
    await startGenerator();
    await banner.getByRole('button', { name: 'Retry now' }).click();
    await expect(btc).toHaveAttribute('data-status', '1', { timeout: 10_000 });
    await expect(banner).toBeHidden();
  });

  await test.step('the feed goes down again until the attempts run out', async () => {
    await killGenerator();
    await expect(banner).toContainText('Live prices paused', { timeout: 40_000 });
  });

  await test.step('back online with the feed up: reconnected, subscribed once, live again', async () => {
    await startGenerator();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(btc).toHaveAttribute('data-status', '1', { timeout: 10_000 });
    await expect(banner).toBeHidden();
    const opened = recorded.sent.filter((frames) => frames.length > 0);
    for (const frames of opened) expect(frames).toEqual(SUBSCRIPTIONS);
    expect(opened.length).toBeGreaterThanOrEqual(3);
  });
});
