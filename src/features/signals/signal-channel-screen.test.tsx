import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MarketStore } from '../../market/store';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const FIRST_LOAD = { timeout: 15_000 };

describe('signal channel', () => {
  it('lists the signals with side, entry, take profit, stop loss, the live price and a way to trade', async () => {
    const store = new MarketStore({ schedule: (flush) => flush() });
    renderApp('/pages/signalchannel', { token: 'tok', market: store });
    const cards = await screen.findAllByTestId('signal', {}, FIRST_LOAD);
    expect(cards).toHaveLength(2);
    const [btc, gold] = cards as [HTMLElement, HTMLElement];
    expect(within(btc).getByText('BTC/USDT')).toBeVisible();
    expect(within(btc).getByTestId('signal-side')).toHaveTextContent('Long');
    expect(within(btc).getByTestId('signal-entry')).toHaveTextContent('96,500.00');
    expect(within(btc).getByTestId('signal-tp')).toHaveTextContent('98,800.00');
    expect(within(btc).getByTestId('signal-sl')).toHaveTextContent('95,200.00');
    expect(within(gold).getByTestId('signal-side')).toHaveTextContent('Short');
    expect(within(btc).getByTestId('live-price')).toHaveTextContent('—');
    act(() => store.apply({ kind: 'price', frame: { cmd_id: 22998, data: { code: 'BTCUSDT', price: 97012.5 } } }));
    expect(within(btc).getByTestId('live-price')).toHaveTextContent('97,012.50');
    expect(within(btc).getByRole('link', { name: 'Trade BTC/USDT' })).toHaveAttribute(
      'href',
      '#/pages/trade/contract?symbol=btcusdt&side=long&tp=98800&sl=95200',
    );
    expect(
      within(gold)
        .getByRole('link', { name: /^Trade/ })
        .getAttribute('href'),
    ).toMatch(/^#\/pages\/trade\/contract\?symbol=xauusd&side=short/);
    expect(screen.getByTestId('signal-ratio')).toHaveTextContent('Your signal rate: 85%');
  });

  it('shows posted HTML without running scripts', async () => {
    server.use(
      http.get('*/signalchannel', () =>
        HttpResponse.json({
          status: 200,
          result: {
            list: [
              {
                id: 1,
                symbol: 'ETHUSDT',
                trade_type: 1,
                content: '<p>Hold</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
                create_time: '2026-11-22 03:45:00',
              },
            ],
            total: 1,
          },
        }),
      ),
    );
    renderApp('/pages/signalchannel', { token: 'tok' });
    const card = await screen.findByTestId('signal', {}, FIRST_LOAD);
    expect(within(card).getByText('Hold')).toBeVisible();
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('[onerror]')).toBeNull();
    expect(within(card).getByTestId('signal-tp')).toHaveTextContent('—');
  });

  it('says so when there is no signal', async () => {
    server.use(http.get('*/signalchannel', () => HttpResponse.json({ status: 200, result: { list: [], total: 0 } })));
    renderApp('/pages/signalchannel', { token: 'tok' });
    expect(await screen.findByText('No signals yet.', {}, FIRST_LOAD)).toBeVisible();
  });
});
