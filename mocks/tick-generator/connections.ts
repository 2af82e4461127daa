/** The tick generator's connections: subscribe frames, back-pressure and closing cleanly. */
import type { Server } from 'node:http';
import { WebSocket, type RawData, type WebSocketServer } from 'ws';
import { TOPIC_FRAME_KINDS, type MarketTopic } from './wire';

const SUBSCRIBE_PREFIX = 'sub:';
export const PING_FRAME = 'ping';
/** A connection that cannot keep up skips pushes instead of buffering without limit. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long a closing connection may take to answer the close frame before it is cut. */
const CLOSE_GRACE_MS = 250;

function isMarketTopic(topic: string): topic is MarketTopic {
  return Object.hasOwn(TOPIC_FRAME_KINDS, topic);
}

export function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** The topic of a `sub:<topic>` frame, or undefined for anything else (which is ignored). */
export function parseSubscribe(text: string): MarketTopic | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith(SUBSCRIBE_PREFIX)) return undefined;
  const topic = trimmed.slice(SUBSCRIBE_PREFIX.length);
  return isMarketTopic(topic) ? topic : undefined;
}

export function canSend(socket: WebSocket): boolean {
  return socket.readyState === WebSocket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES;
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

export function closeSocket(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(1001, 'tick generator stopping');
  });
}

export function closeServer(server: WebSocketServer | Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });
}
