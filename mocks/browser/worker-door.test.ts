/**
 * The page's door to the sandbox's dedicated worker, end to end in Node: msw's handlers (msw/node
 * here, the service worker in the browser) hand each call to the door, which sends it over a message
 * channel to the worker's side (worker-serve.ts) and its host; the answer (checked against the
 * contract there) comes back. A market socket is mirrored the same way.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../sandbox/clock.ts';
import { createSandbox } from '../sandbox/sandbox.ts';
import { EXAMPLE_TOKEN } from '../sandbox/seed.ts';
import { sandboxHandlers, type DoorSocket } from './handlers.ts';
import { createSandboxHost } from './host.ts';
import { keepUpload } from './uploads.ts';
import { CALL_MEASURE, openWorkerDoor, type WorkerPort } from './worker-door.ts';
import { serveSandbox } from './worker-serve.ts';
import type { FromWorker } from './worker-protocol.ts';

const ORIGIN = 'http://worker-door.test';
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A worker in the same process: the two ends of a message channel, the sandbox served on one. */
function channelWorker() {
  const channel = new MessageChannel();
  const sandbox = createSandbox({ clock: createManualClock() });
  const host = createSandboxHost({ sandbox });
  const spawned = vi.fn();
  serveSandbox(channel.port2, Promise.resolve(host));
  channel.port2.start();
  const spawn = (): WorkerPort => {
    spawned();
    channel.port1.start();
    return {
      postMessage: (message, transfer) => channel.port1.postMessage(message, transfer ?? []),
      addEventListener: (type: string, listener: (event: never) => void) => {
        if (type === 'message') channel.port1.addEventListener('message', listener as (event: MessageEvent) => void);
      },
    };
  };
  return { sandbox, host, spawn, spawned, close: () => channel.port1.close() };
}

const worker = channelWorker();
const door = openWorkerDoor(worker.spawn);
const server = setupServer(
  ...sandboxHandlers(door, { origin: ORIGIN, socketUrl: `${ORIGIN.replace('http', 'ws')}/ws` }),
);
server.listen({ onUnhandledRequest: 'error' });
afterAll(() => {
  server.close();
  worker.host.stop();
  worker.close();
});
afterEach(() => vi.restoreAllMocks());

describe('the door to the sandbox worker', () => {
  it('starts the worker only when first needed, once', async () => {
    expect(worker.spawned).not.toHaveBeenCalled();
    door.warm();
    door.warm();
    const summary = await fetch(`${ORIGIN}/__sandbox`);
    expect(summary.status).toBe(200);
    expect(((await summary.json()) as { seed: number }).seed).toBe(42);
    expect(worker.spawned).toHaveBeenCalledTimes(1);
  });

  it('carries a REST call, its headers and body there and the checked answer back', async () => {
    const detail = await fetch(`${ORIGIN}/api/userdetail`, {
      headers: { Authorization: `Bearer ${EXAMPLE_TOKEN}`, Lang: 'en' },
    });
    expect(detail.status).toBe(200);
    expect(detail.statusText).toBe('OK');
    expect(((await detail.json()) as { result: { balance: string } }).result.balance).toMatch(/^\d+\.\d{2}$/);
    // without a session: the contract's 401, as on the Node server
    expect((await fetch(`${ORIGIN}/api/userdetail`, { headers: { Lang: 'en' } })).status).toBe(401);
  });

  it("times each call's trip to the worker and the worker's own share of it", async () => {
    performance.clearMeasures(CALL_MEASURE);
    await fetch(`${ORIGIN}/api/userdetail`, { headers: { Authorization: `Bearer ${EXAMPLE_TOKEN}`, Lang: 'en' } });
    const [trip, ...more] = performance.getEntriesByName(CALL_MEASURE) as PerformanceMeasure[];
    expect(more).toEqual([]);
    const { worker: own } = trip!.detail as { worker: number };
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThanOrEqual(trip!.duration);
  });

  it('moves a price through the control door, and the REST answers see it', async () => {
    const moved = await fetch(`${ORIGIN}/__sandbox/market/btcusdt`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: '54321.5' }),
    });
    expect(await moved.json()).toEqual({ code: 'btcusdt', price: '54321.5' });
    expect(worker.sandbox.market.price('btcusdt')?.toString()).toBe('54321.5');
    // kept with the state, for the next start of the worker (a reload)
    expect(worker.sandbox.store.state.market?.prices.btcusdt).toBe('54321.5');
  });

  it('carries an upload (multipart) there, and serves a kept picture back', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'voucher.png');
    const upload = await fetch(`${ORIGIN}/api/uploadfile`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${EXAMPLE_TOKEN}`, Lang: 'en' },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { data: { image: string } }).data.image).toMatch(/^\/uploads\/sandbox\/.+\.png$/);
    // on Node the domain writes the file to disk; in the worker the node:fs stand-in keeps it here
    keepUpload('uploads/sandbox/kept-voucher.png', PNG);
    expect((await fetch(`${ORIGIN}/uploads/sandbox/missing.png`)).status).toBe(404);
    const picture = await fetch(`${ORIGIN}/uploads/sandbox/kept-voucher.png`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
  });

  it('mirrors a market socket: a subscription is answered with frames, and nothing follows its close', async () => {
    const received: string[] = [];
    const listeners: { message: Array<(event: MessageEvent) => void>; close: Array<() => void> } = {
      message: [],
      close: [],
    };
    const client: DoorSocket = {
      send: (data) => received.push(data),
      addEventListener: (type: 'message' | 'close', listener: never) => listeners[type].push(listener),
    };
    door.connect(client, ['sub:real.market_ti']);
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
    expect(JSON.parse(received[0]!)).toHaveProperty('data');
    const before = received.length;
    for (const listener of listeners.message) listener(new MessageEvent('message', { data: 'sub:market_depth' }));
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(before));
    // one market push (the host's interval, on fake timers) reaches the open socket…
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    worker.host.start();
    const pushed = async (): Promise<number> => {
      const start = received.length;
      vi.advanceTimersByTime(500);
      // a round trip through the channel: whatever the push sent has arrived by its answer
      await fetch(`${ORIGIN}/__sandbox`);
      return received.length - start;
    };
    try {
      expect(await pushed()).toBeGreaterThan(0);
      for (const listener of listeners.close) listener();
      // …and none after it is closed
      expect(await pushed()).toBe(0);
    } finally {
      worker.host.stop();
      vi.useRealTimers();
    }
  });
});

describe('a sandbox worker that cannot start', () => {
  it('fails each call as a network error, never leaving it waiting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let listener: ((event: MessageEvent<FromWorker>) => void) | undefined;
    const broken = openWorkerDoor(() => ({
      postMessage: () =>
        listener?.(new MessageEvent('message', { data: { kind: 'failed', message: 'IndexedDB is not available' } })),
      addEventListener: (type: string, added: never) => {
        if (type === 'message') listener = added;
      },
    }));
    const answer = await broken.answer(new Request(`${ORIGIN}/api/userdetail`));
    expect(answer.type).toBe('error');
    expect((await broken.control(new Request(`${ORIGIN}/__sandbox`))).type).toBe('error');
  });
});
