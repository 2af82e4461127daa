/**
 * Test servers with planted faults, for the conformance command's own tests. Both sit in front of a
 * real sandbox (which conforms), forward everything, and change exactly what the fault says:
 * - a REST proxy, whose fault rewrites one answer (status and/or body) given the request;
 * - a feed proxy, whose fault drops, alters, adds or delays frames, or closes the connection.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer, type RawData } from 'ws';

export interface ProxiedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  hasToken: boolean;
  body: string;
}

export interface ProxiedAnswer {
  status: number;
  body: unknown;
  /** Sent as is (not JSON-encoded) when set. */
  raw?: string;
}

/** Returns the answer to send instead, or undefined to pass the sandbox's answer through. */
export type RestFault = (request: ProxiedRequest, answer: ProxiedAnswer) => ProxiedAnswer | undefined;

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const listen = (server: Server): Promise<number> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

const closeServer = (server: Server): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

/** An HTTP server answering /api/* like the sandbox at `upstream` (origin), except where `fault` says. */
export async function startRestProxy(upstream: string, fault: RestFault): Promise<RunningServer> {
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://proxy');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value;
      const forwarded = await fetch(`${upstream}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const text = await forwarded.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: passed on as text
      }
      const proxied: ProxiedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        hasToken: typeof request.headers.authorization === 'string',
        body: body.toString('utf8'),
      };
      const answer = fault(proxied, { status: forwarded.status, body: parsed }) ?? {
        status: forwarded.status,
        body: parsed,
        raw: text,
      };
      const out = answer.raw ?? JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        'content-type':
          answer.raw !== undefined && typeof answer.body === 'string'
            ? (forwarded.headers.get('content-type') ?? 'text/plain')
            : 'application/json',
      });
      response.end(out);
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/api`, close: () => closeServer(server) };
}

export interface FeedFault {
  /** Sent to the client as soon as it connects (before any subscription). */
  onConnect?: string[];
  /** Changes or drops (undefined) a frame from the sandbox on its way to the client. */
  frame?: (text: string) => string | undefined;
  /** Sent to the client, by the proxy itself, as soon as it subscribes to anything. */
  onFirstSubscription?: string[];
  /** Close the client connection after this many ms. */
  closeAfterMs?: number;
}

const textOf = (data: RawData): string =>
  Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');

/** A WebSocket server relaying the sandbox's feed at `upstream` (ws URL), with `fault` applied. */
export async function startFeedProxy(upstream: string, fault: FeedFault): Promise<RunningServer> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (client) => {
    const pending: string[] = [];
    const sandbox = new WebSocket(upstream);
    const toSandbox = (text: string): void => {
      if (sandbox.readyState === WebSocket.OPEN) sandbox.send(text);
      else pending.push(text);
    };
    sandbox.on('open', () => pending.splice(0).forEach((text) => sandbox.send(text)));
    for (const text of fault.onConnect ?? []) client.send(text);
    let subscribed = false;
    client.on('message', (data) => {
      const text = textOf(data);
      if (!subscribed) for (const frame of fault.onFirstSubscription ?? []) client.send(frame);
      subscribed = true;
      toSandbox(text);
    });
    sandbox.on('message', (data) => {
      const text = textOf(data);
      const out = fault.frame ? fault.frame(text) : text;
      if (out !== undefined && client.readyState === WebSocket.OPEN) client.send(out);
    });
    const timer =
      fault.closeAfterMs === undefined
        ? undefined
        : setTimeout(() => client.close(1001, 'going away'), fault.closeAfterMs);
    client.on('close', () => {
      clearTimeout(timer);
      sandbox.close();
    });
  });
  const port = await listen(server);
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await closeServer(server);
    },
  };
}
