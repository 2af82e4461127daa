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

  it('a cancellation after the answer changes nothing', async () => {
    server.use(http.all(`${API}/probe`, () => HttpResponse.json({ status: 200, result: 'ok' })));
    const controller = new AbortController();
    await expect(httpClient('/probe', { signal: controller.signal })).resolves.toEqual({ status: 200, result: 'ok' });
    controller.abort();
  });
});
