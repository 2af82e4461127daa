import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { styleRules } from '../../tests/support/style-rules';
import { syncStore } from '../../tests/support/trading';
import type { MarketFrame } from '../market/frames';
import { DepthChart } from './depth-chart';

const book = (bid: number, volume = 3): MarketFrame => ({
  kind: 'depth',
  frame: {
    cmd_id: 22999,
    data: {
      code: 'BTCUSDT',
      asks: [
        { price: String(bid + 1), volume: 1 },
        { price: String(bid + 3), volume: 2 },
      ],
      bids: [
        { price: String(bid), volume },
        { price: String(bid - 2), volume: 1 },
      ],
    },
  },
});

describe('depth chart', () => {
  it('follows the book frame after frame, named for screen readers, with no new style rules', async () => {
    const store = syncStore();
    renderWithProviders(<DepthChart code="btcusdt" />, { market: store });
    expect(await screen.findByText('Waiting for the order book…')).toBeInTheDocument();
    act(() => store.apply(book(100)));
    const chart = screen.getByTestId('depth-chart');
    expect(chart).toHaveAttribute('data-bid', '100');
    expect(
      screen.getByRole('img', {
        name: 'Depth chart: best bid 100.00, best ask 101.00; 4.00 bid and 3.00 ask volume shown',
      }),
    ).toBeInTheDocument();
    const bids = () => chart.querySelector('[data-testid="depth-chart-bids"]')?.getAttribute('d');
    const first = bids();
    const rules = styleRules();
    for (let step = 1; step <= 20; step += 1) act(() => store.apply(book(100 + step, 3 + step)));
    expect(chart).toHaveAttribute('data-bid', '120');
    expect(chart).toHaveAttribute('data-ask', '121');
    expect(bids()).not.toBe(first);
    expect(styleRules()).toBe(rules);
  });

  it('a tap picks the nearest level of the side tapped', async () => {
    const store = syncStore();
    const onPick = vi.fn();
    renderWithProviders(<DepthChart code="btcusdt" onPick={onPick} />, { market: store });
    act(() => store.apply(book(100)));
    const area = await screen.findByTestId('depth-chart-area');
    // drawn from 97 to 104 (mid 100.5, reach 3.5) across 700 px
    vi.spyOn(area, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      width: 700,
      top: 0,
      height: 100,
      right: 700,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(area, { clientX: 10 });
    fireEvent.click(area, { clientX: 340 });
    fireEvent.click(area, { clientX: 690 });
    expect(onPick.mock.calls).toEqual([['98'], ['100'], ['103']]);
  });
});
