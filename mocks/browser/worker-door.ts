/**
 * The page's side of the sandbox's dedicated worker (sandbox-worker.ts): what msw's handlers call
 * (handlers.ts) to reach the sandbox. Each request goes to the worker and its answer comes back;
 * each market socket msw intercepts is mirrored there (what the app sends goes in, what the sandbox
 * pushes comes out). Nothing of the sandbox is loaded on the page: the worker's code is fetched and
 * run on its own thread when `warm()` is called (after the first screen) or the first call arrives,
 * whichever comes first. If the worker cannot start, every call fails as a network error would.
 */
import type { SandboxDoor, DoorSocket } from './handlers.ts';
import { answerFromWire, requestToWire, type CallRoute, type FromWorker, type ToWorker } from './worker-protocol.ts';

/** The part of a Worker the door uses (a stand-in in tests). */
export interface WorkerPort {
  postMessage(message: ToWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

export interface WorkerDoor extends SandboxDoor {
  /** Starts the worker now if it has not started yet. */
  warm(): void;
}

/** The User Timing measure of each call through the door (`detail.worker`: the worker's own ms). */
export const CALL_MEASURE = 'sandbox call';

const spawnSandboxWorker = (): WorkerPort =>
  new Worker(new URL('./sandbox-worker.ts', import.meta.url), { type: 'module', name: 'sandbox' });

export function openWorkerDoor(spawn: () => WorkerPort = spawnSandboxWorker): WorkerDoor {
  let port: WorkerPort | undefined;
  let failure: string | undefined;
  let ready = false;
  let nextId = 1;
  let measured = 0;
  /** Calls on their way: how each settles, and when it left the page (performance.now()). */
  const calls = new Map<number, { settle: (response: Response) => void; sent: number }>();
  const sockets = new Map<number, DoorSocket>();

  const fail = (message: string): void => {
    failure = message;
    console.error(`[sandbox] the sandbox worker did not start: ${message}`);
    for (const { settle } of calls.values()) settle(Response.error());
    calls.clear();
  };

  const open = (): WorkerPort => {
    if (port !== undefined) return port;
    const created = spawn();
    created.addEventListener('message', ({ data }) => {
      switch (data.kind) {
        case 'ready':
          ready = true;
          return;
        case 'failed':
          fail(data.message);
          return;
        case 'answer': {
          const call = calls.get(data.id);
          calls.delete(data.id);
          if (call === undefined) return;
          // the call's trip to the worker and back, with the worker's own share: in DevTools'
          // timings and for `npm run bench:demo`, which splits a REST answer's time by them
          performance.measure(CALL_MEASURE, { start: call.sent, detail: { worker: data.took } });
          // a long demo session keeps the last thousand or so, not every call it ever made
          if (++measured % 1000 === 0) performance.clearMeasures(CALL_MEASURE);
          call.settle(answerFromWire(data.answer));
          return;
        }
        case 'send': {
          const client = sockets.get(data.socket);
          if (client !== undefined) for (const text of data.data) client.send(text);
        }
      }
    });
    // an error before the sandbox is ready is a worker that could not load (its script, IndexedDB)
    created.addEventListener('error', (event) => {
      if (!ready && failure === undefined)
        fail(event instanceof ErrorEvent ? event.message : 'the worker failed to load');
    });
    port = created;
    return created;
  };

  const send = (message: (id: number) => ToWorker, transfer: Transferable[] = []): Promise<Response> => {
    const worker = open();
    if (failure !== undefined) return Promise.resolve(Response.error());
    const id = nextId++;
    return new Promise<Response>((resolve) => {
      calls.set(id, { settle: resolve, sent: performance.now() });
      worker.postMessage(message(id), transfer);
    });
  };
  const call = async (route: CallRoute, request: Request): Promise<Response> => {
    const wire = await requestToWire(request);
    return send((id) => ({ kind: 'call', id, route, request: wire }), wire.body === null ? [] : [wire.body]);
  };

  let nextSocket = 1;
  return {
    warm: () => void open(),
    answer: (request) => call('answer', request),
    control: (request) => call('control', request),
    upload: (name) => send((id) => ({ kind: 'upload', id, name })),
    connect(client, pending = []) {
      const worker = open();
      const socket = nextSocket++;
      sockets.set(socket, client);
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string') worker.postMessage({ kind: 'message', socket, data: event.data });
      });
      client.addEventListener('close', () => {
        sockets.delete(socket);
        worker.postMessage({ kind: 'close', socket });
      });
      worker.postMessage({ kind: 'open', socket, pending: [...pending] });
    },
  };
}
