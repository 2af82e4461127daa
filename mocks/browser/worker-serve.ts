/**
 * The sandbox's side of its dedicated worker (sandbox-worker.ts runs it on the worker's scope):
 * answers the calls the page's door (worker-door.ts) forwards, through the host (host.ts, where every
 * REST answer is checked against the contract), and mirrors the page's market sockets. What arrives
 * while the sandbox is still loading waits for it, in order.
 */
import type { SandboxHost, SocketClient } from './host.ts';
import { answerToWire, requestFromWire, type FromWorker, type ToWorker } from './worker-protocol.ts';

/** The part of a worker's global scope the sandbox uses (a MessagePort in tests). */
export interface WorkerScope {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

/** A market socket opened on the page, as the host sees it. */
function workerSocket(scope: WorkerScope, id: number) {
  const onMessage = new Set<(event: MessageEvent) => void>();
  const onClose = new Set<() => void>();
  let outbox: string[] = [];
  const flush = (): void => {
    const data = outbox;
    outbox = [];
    scope.postMessage({ kind: 'send', socket: id, data });
  };
  const client: SocketClient = {
    send(data) {
      // a market push sends dozens of frames in one turn: they cross to the page in one message
      if (outbox.length === 0) queueMicrotask(flush);
      outbox.push(data);
    },
    addEventListener(type: 'message' | 'close', listener: ((event: MessageEvent) => void) | (() => void)) {
      if (type === 'message') onMessage.add(listener as (event: MessageEvent) => void);
      else onClose.add(listener as () => void);
    },
  };
  return {
    client,
    receive: (data: string) => onMessage.forEach((listener) => listener(new MessageEvent('message', { data }))),
    close: () => onClose.forEach((listener) => listener()),
  };
}

const route = async (host: SandboxHost, message: Extract<ToWorker, { kind: 'call' | 'upload' }>): Promise<Response> => {
  if (message.kind === 'upload') return host.upload(message.name);
  const request = requestFromWire(message.request);
  return message.route === 'control' ? host.control(request) : host.answer(request);
};

const handle = async (
  scope: WorkerScope,
  sockets: Map<number, ReturnType<typeof workerSocket>>,
  host: SandboxHost,
  message: ToWorker,
): Promise<void> => {
  switch (message.kind) {
    case 'call':
    case 'upload': {
      const began = performance.now();
      let response: Response;
      try {
        response = await route(host, message);
      } catch (error) {
        // a fault of the sandbox itself is an answer, never a call left waiting
        console.error('[sandbox] a request failed in the worker', error);
        response = Response.json(
          { title: 'The sandbox failed', detail: error instanceof Error ? error.message : String(error) },
          { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      const answer = await answerToWire(response);
      scope.postMessage(
        { kind: 'answer', id: message.id, answer, took: performance.now() - began },
        [answer.body].filter((body): body is ArrayBuffer => body !== null),
      );
      return;
    }
    case 'open': {
      const socket = workerSocket(scope, message.socket);
      sockets.set(message.socket, socket);
      host.connect(socket.client, message.pending);
      return;
    }
    case 'message':
      sockets.get(message.socket)?.receive(message.data);
      return;
    case 'close':
      sockets.get(message.socket)?.close();
      sockets.delete(message.socket);
  }
};

/** Serves the sandbox `loading` on `scope`; says `ready` (or `failed`) once it is loaded. */
export function serveSandbox(scope: WorkerScope, loading: Promise<SandboxHost>): void {
  const sockets = new Map<number, ReturnType<typeof workerSocket>>();
  loading.then(
    () => scope.postMessage({ kind: 'ready' }),
    (error: unknown) =>
      scope.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
  scope.addEventListener('message', (event) => void loading.then((host) => handle(scope, sockets, host, event.data)));
}
