import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { syncStore } from '../../tests/support/trading';
import type { MarketFrame } from '../market/frames';
import { OrderBook } from './order-book';
import { styleRules } from '../../tests/support/style-rules';

const book = (step: number): MarketFrame => ({
  kind: 'depth',
  frame: {
    cmd_id: 22999,
    data: {
      code: 'BTCUSDT',
      asks: [
        { price: '97001', volume: 1 + step / 7 },
        { price: '97002', volume: 2 + step / 3 },
      ],
      bids: [
        { price: '97000', volume: 3 + step / 11 },
        { price: '96999', volume: 1 + step / 13 },
      ],
    },
  },
});

describe('order book under a moving feed', () => {
  it('draws each level’s depth bar at its share, and adds nothing to the style sheets as the depths move', () => {
    const store = syncStore();
    renderWithProviders(<OrderBook code="btcusdt" />, { market: store });
    act(() => store.apply(book(0)));
    const asks = () => within(screen.getByTestId('depth-asks')).getAllByTestId('depth-ask');
    const bar = (row: HTMLElement) => row.querySelector<HTMLElement>('[aria-hidden]');
    // 1 of 3 at the best ask, then all of it
    expect(asks().map((row) => row.getAttribute('data-depth'))).toEqual(['33.33', '100.00']);
    expect(bar(asks()[0]!)?.style.width).toBe('33.33%');
    const rules = styleRules();
    for (let step = 1; step <= 30; step += 1) act(() => store.apply(book(step)));
    const depth = asks()[0]!.getAttribute('data-depth');
    expect(depth).not.toBe('33.33');
    expect(bar(asks()[0]!)?.style.width).toBe(`${depth}%`);
    expect(styleRules()).toBe(rules);
  });
});
