import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createQueryClient } from './query-client';

/**
 * The network modes set once on the query client: a write never waits for the connection and is
 * never replayed by itself; a read waits while offline and resumes on reconnect.
 */
describe('query client network modes', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('offline, a write is tried at once (and refused by the transport), and not sent again when the connection returns', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const send = vi.fn(() => Promise.reject(new ApiError({ kind: 'offline', httpStatus: 0 })));
    const write = new MutationObserver(client, { mutationFn: send, meta: { silentErrors: true } });

    await expect(write.mutate(undefined)).rejects.toMatchObject({ kind: 'offline' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(write.getCurrentResult().isPaused).toBe(false);

    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('offline, a read waits, and resumes by itself when the connection returns', async () => {
    const client = createQueryClient();
    // as the app's provider does: the client follows the connection
    client.mount();
    onlineManager.setOnline(false);
    const read = vi.fn(() => Promise.resolve({ balance: '12.00' }));
    const observer = new QueryObserver(client, { queryKey: ['balance'], queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);

    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(read).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ balance: '12.00' }));
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
    client.unmount();
  });
});
