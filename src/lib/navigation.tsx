import { createContext, forwardRef, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';
import {
  Link as WouterLink,
  Router as WouterRouter,
  useSearchParams as useWouterSearchParams,
  type LinkProps as WouterLinkProps,
} from 'wouter';

/**
 * Navigation for the whole app, on wouter. The app's addresses live in the hash, query included
 * (`#/pages/trade/contract?symbol=BTC`), and a screen can hand state to the next one (where a visitor
 * was headed, a phone number to prefill): neither fits wouter's own hash location, which puts the
 * query before the `#` and keeps no state, so the location here is a small source of our own
 * (`hashLocation` in the page, `memoryLocation` in tests) and wouter does the rest.
 */

export interface AppLocation {
  /** `/pages/trade/contract` */
  pathname: string;
  /** `?symbol=BTC`, or '' */
  search: string;
  /** What the screen that navigated here handed over (null when nothing). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Where the app is and how it moves: the page's hash, or a test's memory. */
export interface LocationSource {
  subscribe: (onChange: () => void) => () => void;
  current: () => AppLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
  back: () => void;
  /** True when the previous entry of the history is one of the app's own screens. */
  canGoBack: () => boolean;
}

const splitAddress = (address: string): { pathname: string; search: string } => {
  const withSlash = address.startsWith('/') ? address : `/${address}`;
  const queryAt = withSlash.indexOf('?');
  return queryAt < 0 ? { pathname: withSlash, search: '' } : { pathname: withSlash.slice(0, queryAt), search: withSlash.slice(queryAt) };
};

/** `?a=1` stays, `?` alone is no query. */
const cleanSearch = (search: string): string => (search === '?' ? '' : search);

interface HistoryEntry {
  /** The entry's place in the app's history: 0 for the page's first. */
  idx: number;
  usr: unknown;
}

const historyEntry = (): HistoryEntry | null => {
  const state = window.history.state as Partial<HistoryEntry> | null;
  return state && typeof state.idx === 'number' ? { idx: state.idx, usr: state.usr ?? null } : null;
};

/** The page's location: the address after `#`, its history entries numbered so Back knows where it can go. */
export const hashLocation = (): LocationSource => {
  if (!historyEntry()) window.history.replaceState({ idx: 0, usr: null } satisfies HistoryEntry, '');
  const listeners = new Set<() => void>();
  let snapshot: { key: string; location: AppLocation } | undefined;
  // bumped by every navigation: a replace to the same address with other state is a change too
  let version = 0;
  const notify = (): void => {
    version += 1;
    listeners.forEach((listener) => listener());
  };
  const current = (): AppLocation => {
    const entry = historyEntry();
    const key = `${window.location.hash}\u0000${entry?.idx ?? -1}\u0000${version}`;
    if (snapshot?.key !== key) {
      const { pathname, search } = splitAddress(window.location.hash.replace(/^#/, ''));
      snapshot = { key, location: { pathname: pathname === '' ? '/' : pathname, search: cleanSearch(search), state: entry?.usr ?? null } };
    }
    return snapshot.location;
  };
  return {
    subscribe(onChange) {
      if (listeners.size === 0) {
        window.addEventListener('popstate', notify);
        window.addEventListener('hashchange', notify);
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          window.removeEventListener('popstate', notify);
          window.removeEventListener('hashchange', notify);
        }
      };
    },
    current,
    navigate(to, { replace = false, state = null } = {}) {
      const idx = historyEntry()?.idx ?? 0;
      const entry: HistoryEntry = { idx: replace ? idx : idx + 1, usr: state };
      const address = to.startsWith('/') ? to : `/${to}`;
      window.history[replace ? 'replaceState' : 'pushState'](entry, '', `#${address}`);
      notify();
    },
    back: () => window.history.back(),
    canGoBack: () => (historyEntry()?.idx ?? 0) > 0,
  };
};

/** A location in memory (tests): its entries, so a test can read where the app went. */
export const memoryLocation = (initial = '/'): LocationSource & { entries: AppLocation[] } => {
  const entries: AppLocation[] = [{ ...splitAddress(initial), state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = (): void => listeners.forEach((listener) => listener());
  return {
    entries,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    current: () => entries[index] ?? { pathname: '/', search: '', state: null },
    navigate(to, { replace = false, state = null } = {}) {
      const { pathname, search } = splitAddress(to);
      const location = { pathname, search: cleanSearch(search), state };
      if (replace) entries[index] = location;
      else {
        entries.splice(index + 1, entries.length, location);
        index += 1;
      }
      notify();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      notify();
    },
    canGoBack: () => index > 0,
  };
};

const SourceContext = createContext<LocationSource | null>(null);

const useSource = (): LocationSource => {
  const source = useContext(SourceContext);
  if (!source) throw new Error('navigation is used outside <Navigation>');
  return source;
};

const useAppLocation = (source: LocationSource): AppLocation => useSyncExternalStore(source.subscribe, source.current, source.current);

/** The app's navigation over a location source (links, hooks, redirects below it use it). */
export const Navigation = ({ source, children }: { source: LocationSource; children: ReactNode }) => {
  const routerOptions = useMemo(() => {
    const useSourcePath = (): [string, (to: string, options?: NavigateOptions) => void] => [useAppLocation(source).pathname, source.navigate];
    const useSourceSearch = (): string => useAppLocation(source).search;
    return { hook: useSourcePath, searchHook: useSourceSearch, hrefs: (href: string) => `#${href}` };
  }, [source]);
  return (
    <SourceContext.Provider value={source}>
      <WouterRouter hook={routerOptions.hook} searchHook={routerOptions.searchHook} hrefs={routerOptions.hrefs}>
        {children}
      </WouterRouter>
    </SourceContext.Provider>
  );
};

/** Where the app is: path, query and the state handed over. */
export const useLocation = (): AppLocation => useAppLocation(useSource());

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  /** -1: the previous entry of the history. */
  (delta: -1): void;
};

/** Goes to an address (`/pages/...?...`), or back with -1. */
export const useNavigate = (): NavigateFunction => {
  const source = useSource();
  return useMemo(
    () => (to: string | -1, options?: NavigateOptions) => {
      if (to === -1) source.back();
      else source.navigate(to, options);
    },
    [source],
  );
};

/** Whether Back can go to the app's previous screen (false when the page was opened here). */
export const useCanGoBack = (): (() => boolean) => useSource().canGoBack;

/** The query of the address, and a way to change it (`{ replace: true }` keeps one history entry). */
export const useSearchParams = useWouterSearchParams as () => [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams | ((previous: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void,
];

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** Lends the link's href and navigation to its one child (a Chakra button). */
  asChild?: boolean;
};

/** A link to one of the app's addresses (`/pages/...`): a real `#/pages/...` href, navigated in place. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => <WouterLink {...(props as WouterLinkProps)} ref={ref} />);
Link.displayName = 'Link';

/** A link that knows whether it is the current address (`aria-current="page"`), for the tab bar. */
export const NavLink = ({
  to,
  children,
  ...rest
}: Omit<LinkProps, 'children'> & { children: (state: { isActive: boolean }) => ReactNode }) => {
  const isActive = useLocation().pathname === to;
  return (
    <Link to={to} aria-current={isActive ? 'page' : undefined} {...rest}>
      {children({ isActive })}
    </Link>
  );
};

/** Goes to `to` as it renders (a guard's redirect). */
export const Navigate = ({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }) => {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigate(to, { replace, state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it first renders
  }, []);
  return null;
};
