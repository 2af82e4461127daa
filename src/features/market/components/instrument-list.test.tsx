import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { MarketStore } from '../../../market/store';
import { renderWithProviders } from '../../../../tests/support/render';
import type { Instrument } from '../hooks/use-instruments';
import { InstrumentList, VIRTUAL_FROM } from './instrument-list';

const instrument = (index: number): Instrument => ({
  id: index + 1,
  code: `c${index}usdt`,
  pair: `C${index}USDT`,
  name: `Coin ${index}`,
  image: null,
  sort: index,
  category: 'crypto',
});
const instruments = (count: number): Instrument[] => Array.from({ length: count }, (_, index) => instrument(index));

const show = (list: Instrument[], onToggleWatch = vi.fn()) => {
  const store = new MarketStore({ schedule: (flush) => flush() });
  renderWithProviders(
    <MemoryRouter initialEntries={['/pages/home/market']}>
      <InstrumentList
        instruments={list}
        watched={new Set(['c1usdt'])}
        onToggleWatch={onToggleWatch}
        testId="market-list"
      />
    </MemoryRouter>,
    { market: store },
  );
  return { store, onToggleWatch };
};

const rows = () => screen.queryAllByTestId('instrument-row');
const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('InstrumentList', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('puts every row of a short list in the page', () => {
    show(instruments(VIRTUAL_FROM - 1));
    expect(rows()).toHaveLength(VIRTUAL_FROM - 1);
  });

  it('draws a long list around the screen only, each row saying where it stands in the whole list', () => {
    show(instruments(500));
    const drawn = rows();
    // a 768 px window holds 13 rows of 59 px; a few more are drawn below it
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toHaveAttribute('data-code', 'c0usdt');
    const items = within(screen.getByTestId('market-list')).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '500');
  });

  it('draws the rows the page is scrolled to, and the live price of each', () => {
    const { store } = show(instruments(500));
    act(() => store.apply({ kind: 'price', frame: { cmd_id: 22998, data: { code: 'c300usdt', price: 12.5 } } }));
    expect(screen.queryByText('C300USDT')).toBeNull();
    // row 300 starts 300 × 59 px down the list
    scrollTo(300 * 59);
    const row = rows().find((node) => node.getAttribute('data-code') === 'c300usdt');
    expect(row).toBeDefined();
    expect(within(row!).getByTestId('live-price')).toHaveAttribute('data-price', '12.5');
    expect(rows().some((node) => node.getAttribute('data-code') === 'c0usdt')).toBe(false);
  });

  it('keeps the star of a drawn row working', async () => {
    const { onToggleWatch } = show(instruments(500));
    await userEvent.click(screen.getByRole('button', { name: /C1USDT/ }));
    expect(onToggleWatch).toHaveBeenCalledWith(expect.objectContaining({ code: 'c1usdt' }));
    expect(screen.getByRole('button', { name: /C1USDT/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
