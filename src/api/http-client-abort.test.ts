import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/support/msw-server';
import { isApiError } from './errors';
import { httpClient } from './http-client';

const API = 'http://provider.test/api';

/** The provider never answers. */
const silent = () =>
  server.use(
    http.all(`${API}/probe`, async () => {
      await delay('infinite');
      return HttpResponse.json({ status: 200 });
    }),
  );

/**
 * The provider sends the headers and the start of a JSON body, then nothing more. A stand-in for the
 * browser's fetch (MSW's answers do not end their body on an abort): as the platform does, an abort
 * of the request's signal fails the body being read. Returns whether the client is reading the body.
 */
const stalls = () => {
  const state = { reading: false };
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status":200,"result":'));
        init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
      },
      pull() {
        state.reading = true;
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  return state;
};

/** The real timer, kept before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;

/** Lets pending I/O and promises run without moving the (faked) clock. */
const flushIo = async (): Promise<void> => {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
};

/** Settles a call into what it ended with, so a test can look at it while time is stopped. */
const track = (call: Promise<unknown>) => {
  const state: { settled: boolean; error: unknown } = { settled: false, error: undefined };
  call.then(
    () => {
      state.settled = true;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
};

describe('httpClient: the 10 s time-out', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up after exactly 10 s without an answer, not a moment sooner', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    silent();
    const call = track(httpClient('/probe', {}));
    await vi.advanceTimersByTimeAsync(9_999);
    await flushIo();
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flushIo();
    expect(call.settled).toBe(true);
    expect(call.error).toMatchObject({ kind: 'timeout', httpStatus: 0 });
  });

  it('gives up after 10 s when the answer starts but its body never ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const body = stalls();
    const call = track(httpClient('/probe', {}));
    await vi.advanceTimersByTimeAsync(9_999);
    await flushIo();
    expect(body.reading).toBe(true);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flushIo();
    expect(call.settled).toBe(true);
    expect(call.error).toMatchObject({ kind: 'timeout' });
  });

  it('a call answered in time is not failed later by its time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.all(`${API}/probe`, () => HttpResponse.json({ status: 200, result: 1 })));
    const call = track(httpClient('/probe', {}));
    await vi.waitFor(() => expect(call.settled).toBe(true));
    // nothing is left running once the answer is in
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(call.error).toBeUndefined();
  });
});

describe('httpClient: a call the caller cancels (TanStack Query on unmount or refetch)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** A cancellation is the platform's AbortError, which the query client drops silently, never an ApiError shown to the user. */
  const expectCancelled = (error: unknown) => {
    expect(isApiError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  };

  it('while waiting for the answer: cancelled, not a lost connection', async () => {
    silent();
    const controller = new AbortController();
    const call = track(httpClient('/probe', { signal: controller.signal }));
    controller.abort();
    await vi.waitFor(() => expect(call.settled).toBe(true));
    expectCancelled(call.error);
  });

  it('before it started: cancelled, and nothing reaches the provider', async () => {
    const seen: string[] = [];
    server.use(http.all(`${API}/probe`, ({ request }) => (seen.push(request.url), HttpResponse.json({ status: 200 }))));
    const controller = new AbortController();
    controller.abort();
    const call = track(httpClient('/probe', { signal: controller.signal }));
    await vi.waitFor(() => expect(call.settled).toBe(true));
    expectCancelled(call.error);
    expect(seen).toEqual([]);
  });

  it('while the body arrives: cancelled, not an answer that breaks the contract', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const body = stalls();
    const controller = new AbortController();
    const call = track(httpClient('/probe', { signal: controller.signal }));
    await vi.waitFor(() => expect(body.reading).toBe(true));
    controller.abort();
    await vi.waitFor(() => expect(call.settled).toBe(true));
    expectCancelled(call.error);
    expect(console).not.toHaveBeenCalled();
  });
});

/**
 * The caller's signal can live far longer than one call (a query client's, a screen's). What a call
 * hangs on it must come off when the call ends, or every finished request stays reachable from it
 * (with its controller and whatever that holds) until the signal itself goes away.
 */
describe("httpClient: the caller's signal once the call is over", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The abort listeners attached to a signal right now. */
  const abortListenersOn = (signal: AbortSignal) => {
    const live = new Set<unknown>();
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    vi.spyOn(signal, 'addEventListener').mockImplementation(
      (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        if (type === 'abort') live.add(listener);
        add(type, listener, options);
        // a listener added with `once` comes off by itself when the signal fires
        if (type === 'abort' && typeof options === 'object' && options.once)
          add('abort', () => live.delete(listener), { once: true });
      },
    );
    vi.spyOn(signal, 'removeEventListener').mockImplementation(
      (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
        if (type === 'abort') live.delete(listener);
        remove(type, listener, options);
      },
    );
    return live;
  };

  /** Stands in for the network with the given outcome; keeps the signal each request was sent with. */
  const network = (outcome: (signal: AbortSignal) => Promise<Response>) => {
    const sent: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      sent.push(signal);
      return outcome(signal);
    });
    return sent;
  };

  it.each([
    ['answered', () => Promise.resolve(Response.json({ status: 200, result: 'ok' }))],
    ['refused by the provider', () => Promise.resolve(Response.json({ status: 403, message: 'Closed' }))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>502</html>', { status: 502 }))],
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: nothing stays attached, and a later cancellation reaches no finished request', async (_name, outcome) => {
    const sent = network(outcome);
    const controller = new AbortController();
    const attached = abortListenersOn(controller.signal);
    await httpClient('/probe', { signal: controller.signal }).catch(() => undefined);
    await httpClient('/probe', { signal: controller.signal }).catch(() => undefined);
    expect(sent).toHaveLength(2);
    expect(attached.size).toBe(0);
    controller.abort();
    expect(sent.map((signal) => signal.aborted)).toEqual([false, false]);
  });

  it('timed out: nothing stays attached either', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = network(
      (signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const attached = abortListenersOn(controller.signal);
    const call = track(httpClient('/probe', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10_000);
    await flushIo();
    expect(call.error).toMatchObject({ kind: 'timeout' });
    expect(sent).toHaveLength(1);
    expect(attached.size).toBe(0);
  });

  it('cancelled while it ran: the cancellation reached the request, and nothing stays attached', async () => {
    const sent = network(
      (signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const attached = abortListenersOn(controller.signal);
    const call = track(httpClient('/probe', { signal: controller.signal }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    await vi.waitFor(() => expect(call.settled).toBe(true));
    expect(sent[0]?.aborted).toBe(true);
    expect((call.error as DOMException).name).toBe('AbortError');
    expect(attached.size).toBe(0);
  });
});
