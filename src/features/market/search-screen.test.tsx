import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/support/render';

const results = () => screen.queryAllByTestId('instrument-row').map((row) => row.getAttribute('data-code'));

describe('symbol search', () => {
  it('finds instruments by code or name as the user types', async () => {
    renderApp('/pages/currency/search', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('searchbox', { name: 'Search markets' });
    await user.type(input, 'btc');
    await waitFor(() => expect(results()).toEqual(['btcusdt']));
    await user.clear(input);
    await user.type(input, 'gold');
    await waitFor(() => expect(results()).toEqual(['xauusd']));
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(await screen.findByText('No instrument matches “zzz”.')).toBeVisible();
  });

  it('remembers opened instruments as recent searches, most recent first', async () => {
    const { router } = renderApp('/pages/currency/search', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('searchbox', { name: 'Search markets' });
    await user.type(input, 'eth');
    await user.click(await screen.findByRole('link', { name: 'Open ETHUSDT' }));
    await waitFor(() => expect(router.state.location.search).toBe('?symbol=ethusdt'));
    await screen.findByTestId('trade-screen', {}, { timeout: 5000 });
    await router.navigate('/pages/currency/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search markets' }), 'xag');
    await user.click(await screen.findByRole('link', { name: 'Open XAGUSD' }));
    await screen.findByTestId('trade-screen', {}, { timeout: 5000 });
    await router.navigate('/pages/currency/search');
    const recent = await screen.findByTestId('recent-searches');
    expect([...recent.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['XAGUSD', 'ETHUSDT']);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('recent-searches')).toBeNull();
  });
});
