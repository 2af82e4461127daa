import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HashRouter, Link, Navigate, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCanGoBack } from './navigation';

/** The app's navigation as the page has it: react-router-dom's hash router on the page's address. */
const inPage = (at: string, ui: React.ReactNode) => {
  window.history.replaceState(null, '', at);
  return render(<HashRouter useTransitions={false}>{ui}</HashRouter>);
};

/** The number of the current history entry (the hash router's), so a test sees a push from a replace. */
const entryNumber = (): unknown => (window.history.state as { idx?: unknown } | null)?.idx;

beforeEach(() => window.history.replaceState(null, '', '#/'));
afterEach(() => window.history.replaceState(null, '', '#/'));

const Where = () => {
  const { pathname, search, state } = useLocation() as { pathname: string; search: string; state: unknown };
  return <output data-testid="where">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>;
};

const Go = ({ to, replace, state, label }: { to: string; replace?: boolean; state?: unknown; label: string }) => {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(to, { replace, state })}>{label}</button>;
};

describe('the page’s address (after the #)', () => {
  it('holds the path and the query inside the hash (an old client’s link), and an empty hash is /', () => {
    const { unmount } = inPage('#/pages/trade/contract?symbol=BTC', <Where />);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/trade\/contract\?symbol=BTC$/);
    unmount();
    inPage(window.location.pathname, <Where />);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('keeps the query inside the hash when it navigates, and numbers the entries so Back knows the app’s own', async () => {
    const Probe = () => {
      const canGoBack = useCanGoBack();
      return <output data-testid="back">{`${useLocation().pathname}: ${String(canGoBack())}`}</output>;
    };
    inPage(
      '#/',
      <>
        <Go to="/pages/trade/contract?symbol=ETH" state={{ from: 'market' }} label="Contract" />
        <Go to="/pages/language" replace label="Language" />
        <Where />
        <Probe />
      </>,
    );
    expect(screen.getByTestId('back')).toHaveTextContent(': false');
    await userEvent.click(screen.getByRole('button', { name: 'Contract' }));
    expect(window.location.hash).toBe('#/pages/trade/contract?symbol=ETH');
    expect(window.location.search).toBe('');
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/trade/contract?symbol=ETH {"from":"market"}');
    expect(screen.getByTestId('back')).toHaveTextContent(': true');
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(entryNumber()).toBe(1);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/language$/);
  });

  it('sees new state handed over at the same address (a replace that only changes the state)', async () => {
    inPage(
      '#/pages/login',
      <>
        <Go to="/pages/login" replace state={{ phone: '0901234567' }} label="Prefill" />
        <Where />
      </>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/login$/);
    await userEvent.click(screen.getByRole('button', { name: 'Prefill' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login {"phone":"0901234567"}');
  });

  it('follows an address typed into the address bar or reached with the browser’s buttons', () => {
    inPage('#/', <Where />);
    act(() => {
      window.history.replaceState({ idx: 0, usr: null, key: 'typed' }, '', '#/pages/login?from=x');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login?from=x');
  });
});

describe('links and hooks', () => {
  it('a link has a real #/ address and goes there in place, with what it hands over', async () => {
    inPage(
      '#/',
      <>
        <Link to="/pages/login" state={{ phone: '0901234567' }}>
          Sign in
        </Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '#/pages/login');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login {"phone":"0901234567"}');
    expect(entryNumber()).toBe(1);
  });

  it('the tab bar’s link says which one is the current page', () => {
    inPage(
      '#/pages/market',
      <>
        <NavLink to="/" end>
          {({ isActive }) => `Home${isActive ? ' (here)' : ''}`}
        </NavLink>
        <NavLink to="/pages/market" end>
          {({ isActive }) => `Market${isActive ? ' (here)' : ''}`}
        </NavLink>
      </>,
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
    inPage(
      '#/pages/staking',
      <>
        <Tabs />
        <Where />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(screen.getByText('tab: orders')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/staking\?tab=orders$/);
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/staking$/);
    expect(entryNumber()).toBe(0);
  });

  it('Back goes to the previous screen only when there is one of the app’s own', async () => {
    const Back = () => {
      const navigate = useNavigate();
      const canGoBack = useCanGoBack();
      return (
        <button onClick={() => void (canGoBack() ? navigate(-1) : navigate('/pages/home/cme', { replace: true }))}>
          Back
        </button>
      );
    };
    inPage(
      '#/pages/deposit',
      <>
        <Back />
        <Go to="/pages/deposit" label="Deposit" />
        <Where />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/home\/cme$/);
    expect(entryNumber()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(entryNumber()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/pages\/home\/cme$/));
    expect(entryNumber()).toBe(0);
  });

  it('a redirect replaces the address it was rendered at, handing over where the visitor was headed', () => {
    inPage(
      '#/pages/assets',
      <>
        <Navigate to="/pages/home/cme" replace state={{ from: { pathname: '/pages/assets', search: '' } }} />
        <Where />
      </>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/pages/home/cme {"from":{"pathname":"/pages/assets","search":""}}',
    );
    expect(entryNumber()).toBe(0);
  });
});
