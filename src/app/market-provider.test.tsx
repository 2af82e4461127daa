import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { clearToken, setToken } from '../lib/session';
import type { FeedCommand, FeedEvent } from '../market/feed-protocol';
import { useLiveTickerValue } from '../market/market-context';
import { MarketProvider } from './market-provider';

/** A stand-in for the browser's Worker: records what the page tells the feed, and answers for it. */
class FakeWorker {
  static all: FakeWorker[] = [];
  commands: FeedCommand[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FeedEvent>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly url: string;
  constructor(url: URL | string) {
    this.url = String(url);
    FakeWorker.all.push(this);
  }
  postMessage(command: FeedCommand): void {
    this.commands.push(command);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const Price = () => (
  <output data-testid="btc">{useLiveTickerValue('btcusdt', (ticker) => ticker?.price ?? 'none')}</output>
);

/** Whether the market knows Tesla (listed by /tradesymbol) at all, priced or not. */
const KnowsTesla = () => (
  <output data-testid="tsla">{useLiveTickerValue('tsla', (ticker) => (ticker ? 'listed' : 'absent'))}</output>
);

/** The provider above a screen that reads BTC's price. */
const market = () => (
  <QueryClientProvider client={createQueryClient()}>
    <MarketProvider>
      <Price />
      <KnowsTesla />
    </MarketProvider>
  </QueryClientProvider>
);

/** The live market's code is in (the same module the app loads), and what waited for it has run. */
const liveMarketArrived = () =>
  act(async () => {
    await import('./live-market');
    await Promise.resolve();
  });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.all = [];
  clearToken();
});

describe('market provider', () => {
  it('runs the feed in a worker while a user is signed in: its frames reach the screens, signing out ends it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const sockets = vi.fn();
    vi.stubGlobal('WebSocket', sockets);
    setToken('tok');
    render(market());
    await waitFor(() => expect(FakeWorker.all).toHaveLength(1));
    const worker = FakeWorker.all[0]!;
    expect(worker.url).toMatch(/feed\.worker/);
    await waitFor(() => expect(worker.commands).toHaveLength(1));
    const [start] = worker.commands;
    expect(start?.type === 'start' && start.url).toMatch(/\/ws$/);
    act(() => {
      worker.onmessage?.(
        new MessageEvent('message', {
          data: {
            type: 'frames',
            since: 0,
            frames: [{ kind: 'price', frame: { cmd_id: 22998, data: { code: 'BTCUSDT', price: 97000.5 } } }],
          },
        }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('btc')).toHaveTextContent('97000.5'));
    // the page opened no socket of its own
    expect(sockets).not.toHaveBeenCalled();
    act(() => clearToken());
    expect(worker.terminated).toBe(true);
    expect(FakeWorker.all).toHaveLength(1);
  });

  it('opens one feed under React\u2019s double mount, as soon as the live market\u2019s code is in, without waiting for a timer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('WebSocket', vi.fn());
    vi.useFakeTimers();
    try {
      setToken('tok');
      render(<StrictMode>{market()}</StrictMode>);
      // no timer runs here: the feed starts on the turn its code arrives
      await liveMarketArrived();
      expect(FakeWorker.all).toHaveLength(1);
      expect(FakeWorker.all[0]!.commands.map((command) => command.type)).toEqual(['start']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows every instrument /tradesymbol lists before the feed has priced it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('WebSocket', vi.fn());
    setToken('tok');
    render(market());
    await waitFor(() => expect(screen.getByTestId('tsla')).toHaveTextContent('listed'));
    expect(screen.getByTestId('btc')).toHaveTextContent('none');
  });

  it("a visitor's app never loads the live market: no feed, and the screens read no prices", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const sockets = vi.fn();
    vi.stubGlobal('WebSocket', sockets);
    render(market());
    await liveMarketArrived();
    expect(FakeWorker.all).toHaveLength(0);
    expect(sockets).not.toHaveBeenCalled();
    expect(screen.getByTestId('btc')).toHaveTextContent('none');
    expect(screen.getByTestId('tsla')).toHaveTextContent('absent');
  });
});
