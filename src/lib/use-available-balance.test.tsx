import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetUserDetailMockHandler } from '../api/generated/endpoints/profile/profile.msw';
import { seedCurrentUser } from '../api/queries/profile';
import { server } from '../../tests/support/msw-server';
import { useAvailableBalance } from './use-available-balance';

const clientAndWrapper = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
};

describe('useAvailableBalance', () => {
  it('shows the cached user at once, then the fresh balance − frozen, and caches it', async () => {
    window.localStorage.setItem('token', 'tok');
    const { client, wrapper } = clientAndWrapper();
    seedCurrentUser(client, { id: 1, username: 'x', balance: '100', frozen: '10' });
    server.use(
      getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: 'x', balance: '0.3', frozen: '0.1' } }),
    );
    const { result } = renderHook(() => useAvailableBalance(), { wrapper });
    expect(result.current.available).toBe('90.00');
    // the answer passes the contract check first (its schemas load on demand): slow on a busy machine
    await waitFor(() => expect(result.current.available).toBe('0.20'), { timeout: 15_000 });
    expect(client.getQueryData<{ result: { balance: string } }>(['/userdetail'])?.result.balance).toBe('0.3');
  });

  it('has no balance for a visitor and asks for none', () => {
    const { client, wrapper } = clientAndWrapper();
    const { result } = renderHook(() => useAvailableBalance(), { wrapper });
    expect(result.current).toMatchObject({ available: null, error: null });
    expect(client.isFetching()).toBe(0);
  });
});
