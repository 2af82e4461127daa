import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { announceSessionExpired, resetSessionExpired } from '../api/errors';
import { renderApp } from '../../tests/support/render';

afterEach(() => resetSessionExpired());

describe('the session-expired dialog', () => {
  it('shows when the expiry was announced before it mounted (a cold start), once, and again on a later expiry', async () => {
    // a cold start: the first call failed with 401 before the app rendered
    announceSessionExpired();
    announceSessionExpired();
    renderApp('/pages/home/cme');
    expect(await screen.findAllByText('Token expired, please login again.')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Token expired, please login again.')).toBeNull());
    // a later expiry is news again
    act(() => announceSessionExpired());
    expect(await screen.findAllByText('Token expired, please login again.')).toHaveLength(1);
  });
});
