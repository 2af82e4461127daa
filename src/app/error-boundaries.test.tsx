import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/support/msw-server';
import { appAt, renderApp, renderWithProviders } from '../../tests/support/render';
import { isChunkLoadError } from './chunk-error';
import { ErrorScreen } from './error-screen';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

/** A socket that connects nowhere: the market provider's own socket is not the subject here. */
class SilentSocket {
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  readyState = 0;
  send(): void {}
  close(): void {}
}

const renderWithMarket = (path: string) => {
  window.localStorage.setItem('token', 'demo-token');
  vi.stubGlobal('WebSocket', SilentSocket);
  return render(<Providers queryClient={createQueryClient()}>{appAt(path).ui}</Providers>);
};

describe('no blank screen', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a 5xx', () => new HttpResponse('<html><h1>502 Bad Gateway</h1></html>', { status: 502 })],
    [
      'an HTML page with 200',
      () =>
        new HttpResponse('<!doctype html><p>maintenance</p>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    [
      'truncated JSON',
      () =>
        new HttpResponse('{"status":200,"result":{"Crypto":[{"id":1,', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
  ])('keeps the app on screen when /tradesymbol (read above the router) answers %s', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/tradesymbol', answer));
    renderWithMarket('/pages/user/kefu');
    expect(await screen.findByRole('heading', { name: 'Customer service' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByTestId('app-error')).toBeNull();
  });

  it('shows the failed part with Retry and the rest of the screen when a read answers 5xx', async () => {
    server.use(http.get('*/api/userdetail', () => new HttpResponse('<html>503</html>', { status: 503 })));
    renderApp('/pages/home/assets', { token: 'demo-token' });
    const failed = await screen.findByTestId('query-error', {}, { timeout: 10_000 });
    expect(failed).toHaveTextContent('The service is temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  });

  it('offers a reload, and the way home, for a screen whose code failed to load', async () => {
    const home = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderWithProviders(
      <ErrorScreen
        error={new TypeError('Failed to fetch dynamically imported module: /assets/support-chat-screen-x.js')}
        onHome={home}
        testId="route-error"
      />,
    );
    expect(screen.getByTestId('route-error')).toHaveTextContent('This screen could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('tells a crash apart from a chunk that failed to load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
