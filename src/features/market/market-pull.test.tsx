import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { styleRules } from '../../../tests/support/style-rules';

/** Pulls the market list down by `distance` px from the top of the page and lets go. */
const pull = (distance: number) => {
  const area = screen.getByTestId('market-pull');
  fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(area, { touches: [{ clientY: 100 + distance / 2 }] });
  fireEvent.touchMove(area, { touches: [{ clientY: 100 + distance }] });
};

afterEach(() => {
  server.events.removeAllListeners();
});

describe('market tab, pull to refresh', () => {
  it('fetches the instruments again when pulled past the threshold, and not when pulled less', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/tradesymbol') || path.endsWith('/optional')) asked.push(path.slice(path.lastIndexOf('/')));
    });
    renderApp('/pages/home/market', { token: 'tok' });
    await screen.findAllByTestId('instrument-row', {}, { timeout: 8000 });
    await waitFor(() => expect(asked.filter((path) => path === '/tradesymbol')).toHaveLength(1), { timeout: 5000 });
    const before = asked.length;

    pull(40);
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    // the indicator opens with the finger, and a gesture adds nothing to the page's style sheets
    expect(screen.getByTestId('pull-indicator').style.height).toBe('24px');
    const rules = styleRules();
    for (const distance of [41, 43.5, 47, 52.25, 58]) pull(distance);
    expect(screen.getByTestId('pull-indicator').style.height).toBe('34.8px');
    expect(styleRules()).toBe(rules);
    fireEvent.touchEnd(screen.getByTestId('market-pull'));
    expect(screen.queryByText('Pull down to refresh')).not.toBeInTheDocument();
    expect(asked).toHaveLength(before);

    pull(100);
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(screen.getByTestId('market-pull'));
    // a spinner holds the gap while the lists are fetched again, and the gap closes when they are back
    expect(screen.getByRole('status', { name: 'Refreshing' })).toBeInTheDocument();
    await waitFor(() => expect(asked.slice(before).sort()).toEqual(['/optional', '/tradesymbol']), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId('pull-indicator')).not.toBeInTheDocument());
    // the rows stay on screen while they are fetched again
    expect(screen.getAllByTestId('instrument-row').length).toBeGreaterThan(0);
  });

  it('does nothing when the page is scrolled down (the pull belongs to the scroll)', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/tradesymbol')) asked.push(request.url);
    });
    renderApp('/pages/home/market', { token: 'tok' });
    await screen.findAllByTestId('instrument-row', {}, { timeout: 8000 });
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 5000 });
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    try {
      pull(150);
      fireEvent.touchEnd(screen.getByTestId('market-pull'));
      expect(screen.queryByText('Release to refresh')).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(asked).toHaveLength(1);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
