import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { price, syncStore } from '../../../../tests/support/trading';
import { OptionsPanel } from './options-panel';

afterEach(() => {
  localStorage.clear();
});

describe('the buy up / buy down panel under live prices', () => {
  it('is not drawn again on every tick while its sheet is closed, and follows the price once it is open', async () => {
    localStorage.setItem('token', 'tok');
    const store = syncStore();
    store.apply(price('BTCUSDT', 96842.5));
    const renders = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <Profiler id="options-panel" onRender={renders}>
        <OptionsPanel instrument={{ code: 'btcusdt', pair: 'BTCUSDT', name: 'BTC/USDT' }} />
      </Profiler>,
      { market: store },
    );
    await screen.findByRole('button', { name: 'Buy up' });
    const settled = renders.mock.calls.length;
    act(() => {
      for (let tick = 1; tick <= 20; tick += 1) store.apply(price('BTCUSDT', 96842.5 + tick));
    });
    expect(renders).toHaveBeenCalledTimes(settled);

    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    const sheet = await screen.findByTestId('order-sheet');
    expect(within(sheet).getByTestId('entry-price')).toHaveTextContent('96,862.50');
    act(() => store.apply(price('BTCUSDT', 97000)));
    expect(within(sheet).getByTestId('entry-price')).toHaveTextContent('97,000.00');
    // closed again, it stops following the price
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('order-sheet')).toBeNull());
    const closed = renders.mock.calls.length;
    act(() => store.apply(price('BTCUSDT', 97100)));
    expect(renders).toHaveBeenCalledTimes(closed);
  });
});
