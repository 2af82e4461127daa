import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, renderWithProviders } from '../../tests/support/render';
import { RouteErrorBoundary } from './route-error';
import { HashRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { firstScreenOf, FollowEarlyAddress } from './router';
import { trackScreenLoad } from './screen-loads';

describe('the first screen downloads with the app', () => {
  it('is the screen of the address, without its query', () => {
    expect(firstScreenOf('#/pages/trade?symbol=btcusdt', true)).toBe('/pages/trade');
    expect(firstScreenOf('#/pages/user/kefu', false)).toBe('/pages/user/kefu');
    expect(firstScreenOf('#/', true)).toBe('/');
    expect(firstScreenOf('', true)).toBe('/');
  });

  it('is the "me" tab for a visitor at a members\u2019 screen (where they are sent), not the members\u2019 screen', () => {
    expect(firstScreenOf('', false)).toBe('/pages/home/cme');
    expect(firstScreenOf('#/pages/home/market', false)).toBe('/pages/home/cme');
    expect(firstScreenOf('#/pages/withdraw?kind=salary', false)).toBe('/pages/home/cme');
    expect(firstScreenOf('#/pages/home/cme', false)).toBe('/pages/home/cme');
  });

  it('is the route whatever the address’ case or a trailing slash (as links of the provider’s old client may have it)', () => {
    expect(firstScreenOf('#/Pages/Login/', false)).toBe('/pages/login');
    expect(firstScreenOf('#/pages/user/setpaypassword', true)).toBe('/pages/user/setpaypassword');
  });

  it('is the not-found screen for an unknown address', () => {
    expect(firstScreenOf('#/pages/nowhere', true)).toBe('*');
    expect(firstScreenOf('#/pages/nowhere', false)).toBe('*');
  });
});

describe('route progress', () => {
  it('shows a progress bar while a screen\u2019s code downloads, and removes it once it arrived or failed', async () => {
    renderApp('/pages/home/cme');
    await screen.findByTestId('visitor-card');
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();

    let arrive!: () => void;
    let fail!: (error: Error) => void;
    const first = trackScreenLoad(new Promise<void>((resolve) => (arrive = resolve)));
    const second = trackScreenLoad(new Promise<void>((_resolve, reject) => (fail = reject))).catch(() => undefined);
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();

    await act(async () => {
      arrive();
      await first;
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await act(async () => {
      fail(new Error('offline'));
      await second;
    });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull());
  });
});

const Boom = (): never => {
  throw new Error('screen crashed');
};

const Elsewhere = () => {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/fine')}>Go elsewhere</button>;
};

/** Two screens by path, each in its own boundary as the app's routes are. */
const TwoScreens = () => (
  <Routes>
    <Route
      path="/broken"
      element={
        <RouteErrorBoundary>
          <Boom />
        </RouteErrorBoundary>
      }
    />
    <Route
      path="/fine"
      element={
        <RouteErrorBoundary>
          <p>Fine screen</p>
        </RouteErrorBoundary>
      }
    />
  </Routes>
);

describe('a screen that crashes', () => {
  it('shows the error in place of that screen only, and the next address draws its own screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <MemoryRouter initialEntries={['/broken']}>
        <Elsewhere />
        <TwoScreens />
      </MemoryRouter>,
    );
    const error = await screen.findByTestId('route-error');
    expect(error).toHaveTextContent('Something went wrong');
    expect(error).toContainElement(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByRole('button', { name: 'Go elsewhere' })).toBeVisible();
    expect(logged).toHaveBeenCalledWith('[route error]', expect.objectContaining({ message: 'screen crashed' }));

    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Fine screen')).toBeVisible();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});

/** Changes the address during the router's first render, as a tap would before the router listens. */
const ChangeAddressEarly = ({ to }: { to: string }) => {
  if (window.location.hash !== `#${to}`) window.history.replaceState(null, '', `#${to}`);
  return null;
};

const Where = () => <output data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</output>;

describe('an address changed while the app starts', () => {
  it('is followed: the address the page shows is the one the app draws', () => {
    window.history.replaceState(null, '', '#/');
    render(
      <HashRouter useTransitions={false}>
        <ChangeAddressEarly to="/pages/language?from=start" />
        <FollowEarlyAddress />
        <Where />
      </HashRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/language?from=start');
    expect(window.location.hash).toBe('#/pages/language?from=start');
  });

  it('leaves an unchanged address and what its history entry holds alone', () => {
    window.history.replaceState({ usr: { phone: '0901234567' }, key: 'k1', idx: 0 }, '', '#/pages/login');
    render(
      <HashRouter useTransitions={false}>
        <FollowEarlyAddress />
        <Where />
      </HashRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login');
    expect(window.history.state).toEqual({ usr: { phone: '0901234567' }, key: 'k1', idx: 0 });
  });
});
