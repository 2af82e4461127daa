import { afterEach, describe, expect, it } from 'vitest';
import { publishSandboxReady, sandboxReady } from './sandbox-ready';

/** Whether the wait is over before the next task (a timer of 0 ms). */
const overBeforeNextTask = (wait: Promise<void>): Promise<boolean> =>
  Promise.race([wait.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);

afterEach(() => {
  publishSandboxReady(undefined);
});

describe('the wait for the demo sandbox', () => {
  it('is over at once where no sandbox was published (every build but the demo)', async () => {
    expect(await overBeforeNextTask(sandboxReady())).toBe(true);
  });

  it('lasts until the published start settles, and is over even if that start failed', async () => {
    let fail!: (error: Error) => void;
    const start = new Promise<void>((_resolve, reject) => (fail = reject));
    // what demo-start.ts publishes: the start, settled either way
    publishSandboxReady(start.catch(() => undefined));
    const wait = sandboxReady();
    expect(await overBeforeNextTask(wait)).toBe(false);
    fail(new Error('no service worker'));
    expect(await overBeforeNextTask(wait)).toBe(true);
  });
});
