import { vi } from 'vitest';
import type { MarketFrame } from '../../src/market/frames';
import {
  MarketSocket,
  type ConnectionStatus,
  type MarketSocketOptions,
  type SocketLike,
} from '../../src/market/socket';

/** A scripted WebSocket: the test opens, drops, errors it and delivers messages. */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  failSends = false;
  closed = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly url: string;
  constructor(url = '') {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    if (this.failSends) throw new Error('boom');
    this.sent.push(data);
  }
  close(): void {
    this.closed += 1;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(): void {
    this.readyState = 3;
    // a plain event: the client reads nothing from it, and Node (where pure tests run) has no CloseEvent
    this.onclose?.(new Event('close') as CloseEvent);
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
  receive(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

export const SUBS = ['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth'];
export const latest = (): FakeSocket => FakeSocket.all[FakeSocket.all.length - 1]!;

/** A market socket on fake sockets, with its own online/visibility events, recording what it reports. */
export const setupSocket = (options: Partial<MarketSocketOptions> = {}) => {
  const frames: MarketFrame[] = [];
  const statuses: ConnectionStatus[] = [];
  const logger = { warn: vi.fn() };
  const visibility: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  const environment = { window: new EventTarget(), document: Object.assign(new EventTarget(), visibility) };
  const socket = new MarketSocket({
    url: 'ws://market.test/ws',
    create: (url) => new FakeSocket(url),
    onFrame: (frame) => frames.push(frame),
    onStatus: (status) => statuses.push(status),
    logger,
    environment,
    ...options,
  });
  return { socket, frames, statuses, logger, environment };
};
