import { parseFrame, SUBSCRIPTIONS, type MarketFrame } from './frames';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'paused';

/** The part of the browser WebSocket the client uses (a test passes a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

const OPEN = 1;

export interface MarketSocketOptions {
  url: string;
  onFrame: (frame: MarketFrame) => void;
  onStatus?: (status: ConnectionStatus) => void;
  create?: (url: string) => SocketLike;
  /** The provider's client retries every 2000 ms, at most 10 times. */
  retryDelayMs?: number;
  maxAttempts?: number;
  logger?: Pick<Console, 'warn'>;
  /** Where `online` and `visibilitychange` come from (the browser by default). */
  environment?: {
    window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  };
}

export interface SocketStats {
  received: number;
  dropped: number;
  pings: number;
  sendFailures: number;
}

/**
 * The market socket as the provider expects it: on every open the three plain-text `sub:` frames
 * (once each), then whatever was queued; on close or error a retry every 2000 ms, at most 10
 * times, then a pause until the browser is online again or the page visible again. Frames that
 * cannot be sent are queued; failures are logged, never shown. Malformed frames are counted and
 * dropped. The server's `ping` needs no answer (the provider's own client sends none).
 */
export class MarketSocket {
  readonly stats: SocketStats = { received: 0, dropped: 0, pings: 0, sendFailures: 0 };
  private socket: SocketLike | null = null;
  private queue: string[] = [];
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private readonly options: Required<Omit<MarketSocketOptions, 'onStatus' | 'environment'>> &
    Pick<MarketSocketOptions, 'onStatus' | 'environment'>;

  constructor(options: MarketSocketOptions) {
    this.options = {
      retryDelayMs: 2000,
      maxAttempts: 10,
      logger: console,
      create: (url) => new WebSocket(url),
      ...options,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const env = this.environment();
    env?.window.addEventListener('online', this.resume);
    env?.document.addEventListener('visibilitychange', this.onVisibility);
    this.connect();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    const env = this.environment();
    env?.window.removeEventListener('online', this.resume);
    env?.document.removeEventListener('visibilitychange', this.onVisibility);
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close();
    }
    this.queue = [];
    this.report('disconnected');
  }

  /** Sends a frame now, or queues it until the socket is open. */
  send(frame: string): void {
    if (this.socket?.readyState === OPEN && this.trySend(this.socket, frame)) return;
    this.queue.push(frame);
  }

  private environment() {
    if (this.options.environment) return this.options.environment;
    return typeof window === 'undefined' ? undefined : { window, document };
  }

  private trySend(socket: SocketLike, frame: string): boolean {
    try {
      socket.send(frame);
      return true;
    } catch (error) {
      this.stats.sendFailures += 1;
      this.options.logger.warn('market socket: send failed, frame queued', error);
      return false;
    }
  }

  private connect(): void {
    if (!this.running) return;
    this.clearRetry();
    this.report('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.create(this.options.url);
    } catch (error) {
      this.options.logger.warn('market socket: cannot open', error);
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.report('connected');
      // Subscriptions are sent on every open, once each; queued frames follow (never duplicated).
      const pending = this.queue.filter((frame) => !(SUBSCRIPTIONS as readonly string[]).includes(frame));
      this.queue = [];
      for (const frame of [...SUBSCRIPTIONS, ...pending]) {
        if (!this.trySend(socket, frame)) this.queue.push(frame);
      }
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') {
        this.stats.dropped += 1;
        return;
      }
      const frame = parseFrame(event.data);
      if (!frame) {
        this.stats.dropped += 1;
        return;
      }
      this.stats.received += 1;
      if (frame.kind === 'ping') this.stats.pings += 1;
      else if (frame.kind !== 'ignored') this.options.onFrame(frame);
    };
    const lost = (): void => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.report('disconnected');
      this.scheduleRetry();
    };
    socket.onclose = lost;
    socket.onerror = () => {
      lost();
      try {
        socket.close();
      } catch {
        // already closing
      }
    };
  }

  private scheduleRetry(): void {
    if (!this.running || this.retryTimer) return;
    if (this.attempts >= this.options.maxAttempts) {
      this.report('paused');
      return;
    }
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, this.options.retryDelayMs);
  }

  private clearRetry(): void {
    clearTimeout(this.retryTimer ?? undefined);
    this.retryTimer = null;
  }

  /** The user asks for live prices now (after the automatic attempts ran out): a fresh round of attempts. */
  retryNow(): void {
    this.clearRetry();
    this.resume();
  }

  /** Back online, or the page is visible again: a fresh round of attempts if we are not connected. */
  private readonly resume = (): void => {
    if (!this.running || this.socket) return;
    this.attempts = 0;
    this.connect();
  };

  private readonly onVisibility = (): void => {
    if (this.environment()?.document.visibilityState === 'visible') this.resume();
  };

  private report(status: ConnectionStatus): void {
    this.options.onStatus?.(status);
  }
}
