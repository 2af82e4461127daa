import type { ReactNode } from 'react';
import Big from 'big.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ContractPriceType } from '../../../api/provider-values';
import { server } from '../../../../tests/support/msw-server';
import { useOrderForm } from './use-order-form';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

const input = {
  symbol: 'btcusdt',
  leverages: [10, 20],
  feeRate: new Big('0.02'),
  overnight: null,
  available: '1000',
  onPlaced: () => undefined,
};

const renderForm = (initial: { livePrice: string | null; live: boolean }) =>
  renderHook((props: { livePrice: string | null; live: boolean }) => useOrderForm({ ...input, ...props }), {
    wrapper,
    initialProps: initial,
  });

describe('useOrderForm', () => {
  it('works a market order out from the live price and says why it cannot be sent without one', async () => {
    const { result, rerender } = renderForm({ livePrice: '100', live: true });
    expect(result.current.orderPrice).toBe('100');
    expect(result.current.quote?.margin.toFixed()).toBe('10');
    rerender({ livePrice: '100', live: false });
    expect(result.current.orderPrice).toBeNull();
    // the form is judged by its resolver, which answers asynchronously
    await act(async () => {
      result.current.submit();
      await Promise.resolve();
    });
    expect(result.current.problems.price).toBe('noLivePrice');
    expect(result.current.review).toBeNull();
  });

  it('asks for a limit price, then checks it', async () => {
    const { result } = renderForm({ livePrice: null, live: false });
    act(() => result.current.setPriceType(ContractPriceType.limit));
    await act(async () => {
      result.current.submit();
      await Promise.resolve();
    });
    expect(result.current.problems.price).toBe('required');
    act(() => result.current.setLimitPrice('abc'));
    expect(result.current.problems.price).toBe('format');
    act(() => result.current.setLimitPrice('100'));
    expect(result.current.problems.price).toBeNull();
  });

  it('says a share needs a price until there is one, keeping the lots as they were', () => {
    const { result, rerender } = renderForm({ livePrice: null, live: false });
    act(() => result.current.applyShare(50));
    expect(result.current.share).toBe(50);
    expect(result.current.problems.lots).toBe('noPrice');
    expect(result.current.lots).toBe('1');
    rerender({ livePrice: '100', live: true });
    expect(result.current.problems.lots).toBeNull();
    expect(result.current.lots).toBe('1');
    // typing lots leaves the share
    act(() => result.current.setLots(' 7 '));
    expect(result.current).toMatchObject({ lots: '7', share: null });
  });

  it('freezes the reviewed request: the confirmation sends what it showed whatever the price does', async () => {
    const { result, rerender } = renderForm({ livePrice: '100', live: true });
    await act(async () => {
      result.current.submit();
      await Promise.resolve();
    });
    expect(result.current.review?.body).toMatchObject({
      symbol: 'btcusdt',
      pricetype: ContractPriceType.market,
      target_price: '100',
      quantity: '1',
      multiple: 10,
    });
    rerender({ livePrice: '101', live: true });
    expect(result.current.orderPrice).toBe('101');
    expect(result.current.review?.body.target_price).toBe('100');
  });

  it('says when the total is more than the available balance', () => {
    const { result } = renderHook(() => useOrderForm({ ...input, available: '5', livePrice: '100', live: true }), {
      wrapper,
    });
    expect(result.current.problems.balance).toBe('insufficient');
  });

  it("clears a signal's take profit and stop loss once the order went through, keeping the rest", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/trade/createPerpetualContract', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Order placed' });
      }),
    );
    let placed = 0;
    const { result } = renderHook(
      () =>
        useOrderForm({
          ...input,
          livePrice: '100',
          live: true,
          onPlaced: () => (placed += 1),
          initial: { takeProfit: '120', stopLoss: '90' },
        }),
      { wrapper },
    );
    act(() => result.current.setLots('3'));
    await act(async () => {
      result.current.submit();
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current.review).not.toBeNull());
    act(() => {
      result.current.confirm();
      result.current.confirm();
    });
    await waitFor(() => expect(placed).toBe(1));
    expect(bodies).toEqual([expect.objectContaining({ quantity: '3', target_profit_price: 120, stop_loss_price: 90 })]);
    expect(result.current).toMatchObject({ takeProfit: '', stopLoss: '', lots: '3', review: null });
  });
});
