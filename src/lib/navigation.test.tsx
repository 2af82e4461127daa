import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hashLocation,
  Link,
  memoryLocation,
  Navigate,
  Navigation,
  NavLink,
  useCanGoBack,
  useLocation,
  useNavigate,
  useSearchParams,
} from './navigation';

afterEach(() => window.history.replaceState(null, '', '#/'));

const Where = () => {
  const { pathname, search, state } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>;
};

describe('the page’s location (the address after #)', () => {
  it('reads the path and the query inside the hash, and an empty hash as /', () => {
    window.history.replaceState(null, '', '#/pages/trade/contract?symbol=BTC');
    expect(hashLocation().current()).toEqual({ pathname: '/pages/trade/contract', search: '?symbol=BTC', state: null });
    window.history.replaceState(null, '', window.location.pathname);
    expect(hashLocation().current()).toEqual({ pathname: '/', search: '', state: null });
  });

  it('keeps the query inside the hash when it navigates, and numbers the entries so Back knows the app’s own', () => {
    window.history.replaceState(null, '', '#/');
    const location = hashLocation();
    expect(location.canGoBack()).toBe(false);
    location.navigate('/pages/trade/contract?symbol=ETH', { state: { from: 'market' } });
    expect(window.location.hash).toBe('#/pages/trade/contract?symbol=ETH');
    expect(window.location.search).toBe('');
    expect(location.current()).toEqual({ pathname: '/pages/trade/contract', search: '?symbol=ETH', state: { from: 'market' } });
    expect(location.canGoBack()).toBe(true);
    location.navigate('/pages/language', { replace: true });
    expect(window.history.state).toEqual({ idx: 1, usr: null });
  });

  it('sees new state handed over at the same address (a replace that only changes the state)', () => {
    window.history.replaceState(null, '', '#/pages/login');
    const location = hashLocation();
    expect(location.current().state).toBeNull();
    location.navigate('/pages/login', { replace: true, state: { phone: '0901234567' } });
    expect(location.current()).toEqual({ pathname: '/pages/login', search: '', state: { phone: '0901234567' } });
  });

  it('tells whoever listens when the address changes by a link typed or the back button (hashchange)', () => {
    window.history.replaceState(null, '', '#/');
    render(
      <Navigation source={hashLocation()}>
        <Where />
      </Navigation>,
    );
    act(() => {
      window.history.replaceState({ idx: 0, usr: null }, '', '#/pages/login?from=x');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login?from=x');
  });
});

describe('links and hooks', () => {
  it('a link has a real #/ address and goes there in place, with what it hands over', async () => {
    const location = memoryLocation('/');
    render(
      <Navigation source={location}>
        <Link to="/pages/login" state={{ phone: '0901234567' }}>
          Sign in
        </Link>
        <Where />
      </Navigation>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '#/pages/login');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login {"phone":"0901234567"}');
    expect(location.entries).toHaveLength(2);
  });

  it('the tab bar’s link says which one is the current page', () => {
    render(
      <Navigation source={memoryLocation('/pages/market')}>
        <NavLink to="/">{({ isActive }) => `Home${isActive ? ' (here)' : ''}`}</NavLink>
        <NavLink to="/pages/market">{({ isActive }) => `Market${isActive ? ' (here)' : ''}`}</NavLink>
      </Navigation>,
    );
    expect(screen.getByRole('link', { name: 'Market (here)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('the query changes in place (one history entry) and clears to no query at all', async () => {
    const Tabs = () => {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p>tab: {params.get('tab') ?? 'none'}</p>
          <button onClick={() => setParams({ tab: 'orders' }, { replace: true })}>Orders</button>
          <button onClick={() => setParams({}, { replace: true })}>Products</button>
        </>
      );
    };
    const location = memoryLocation('/pages/staking');
    render(
      <Navigation source={location}>
        <Tabs />
        <Where />
      </Navigation>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(screen.getByText('tab: orders')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/staking\?tab=orders$/);
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/staking$/);
    expect(location.entries).toHaveLength(1);
  });

  it('Back goes to the previous screen only when there is one of the app’s own', async () => {
    const Back = () => {
      const navigate = useNavigate();
      const canGoBack = useCanGoBack();
      return <button onClick={() => (canGoBack() ? navigate(-1) : navigate('/pages/home/cme', { replace: true }))}>Back</button>;
    };
    const location = memoryLocation('/pages/deposit');
    render(
      <Navigation source={location}>
        <Back />
        <Where />
      </Navigation>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/home\/cme$/);
    act(() => location.navigate('/pages/deposit'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/home\/cme$/);
    expect(location.entries.map((entry) => entry.pathname)).toEqual(['/pages/home/cme', '/pages/deposit']);
  });

  it('a redirect replaces the address it was rendered at, handing over where the visitor was headed', () => {
    const location = memoryLocation('/pages/assets');
    render(
      <Navigation source={location}>
        <Navigate to="/pages/home/cme" replace state={{ from: { pathname: '/pages/assets', search: '' } }} />
        <Where />
      </Navigation>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/home/cme {"from":{"pathname":"/pages/assets","search":""}}');
    expect(location.entries).toHaveLength(1);
  });
});
