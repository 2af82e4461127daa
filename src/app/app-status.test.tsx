import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { appUpdate } from './app-update';

const setOnline = (online: boolean): void => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => {
  setOnline(true);
  act(() => appUpdate.dismiss());
});

describe('the app status above every screen', () => {
  it('says the device is offline while it is, and goes when it is back', async () => {
    renderWithProviders(<p>screen</p>);
    expect(screen.queryByTestId('offline-status')).not.toBeInTheDocument();
    setOnline(false);
    expect(await screen.findByTestId('offline-status')).toHaveTextContent(
      'You are offline. Figures on screen may be out of date, and nothing is sent until you are back online.',
    );
    expect(screen.getByText('screen')).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByTestId('offline-status')).not.toBeInTheDocument();
  });

  it('offers a new version and loads it only when the user says so; "Later" puts it off', async () => {
    const user = userEvent.setup();
    const apply = vi.fn(() => Promise.resolve());
    renderWithProviders(<p>screen</p>);
    act(() => appUpdate.offer(apply));
    expect(await screen.findByTestId('update-status')).toHaveTextContent('A new version of the app is ready.');
    expect(apply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-status')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();

    act(() => appUpdate.offer(apply));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
