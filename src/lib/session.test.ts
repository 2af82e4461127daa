import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, setToken, useIsSignedIn, useToken } from './session';

/** What the browser tells this tab when another tab changes localStorage. */
const fromAnotherTab = (key: string | null): void => {
  window.dispatchEvent(new StorageEvent('storage', { key }));
};

describe('the sign-in token', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lives in localStorage under `token`, where the provider tooling expects it', () => {
    expect(getToken()).toBeNull();
    setToken('tok-1');
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(getToken()).toBe('tok-1');
    window.localStorage.setItem('token', 'tok-2');
    expect(getToken()).toBe('tok-2');
    clearToken();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('reads as signed out when storage is blocked (private mode, disabled cookies)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(getToken()).toBeNull();
    const { result } = renderHook(() => useIsSignedIn());
    expect(result.current).toBe(false);
  });
});

describe('useToken / useIsSignedIn', () => {
  it('re-render when the user signs in or out in this tab', () => {
    const { result } = renderHook(() => ({ token: useToken(), signedIn: useIsSignedIn() }));
    expect(result.current).toEqual({ token: null, signedIn: false });
    act(() => setToken('tok'));
    expect(result.current).toEqual({ token: 'tok', signedIn: true });
    act(() => clearToken());
    expect(result.current).toEqual({ token: null, signedIn: false });
  });

  it('re-render when another tab signs in or out, or clears storage, but not for its other keys', () => {
    const renders = vi.fn();
    const { result } = renderHook(() => {
      renders();
      return useToken();
    });
    const before = renders.mock.calls.length;
    // another tab writes storage directly; this tab hears of it by the storage event only
    window.localStorage.setItem('token', 'other-tab');
    act(() => fromAnotherTab('app-state'));
    expect(renders.mock.calls.length).toBe(before);
    expect(result.current).toBeNull();
    act(() => fromAnotherTab('token'));
    expect(result.current).toBe('other-tab');
    window.localStorage.clear();
    act(() => fromAnotherTab(null));
    expect(result.current).toBeNull();
  });

  it('stop listening once unmounted', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const renders = vi.fn();
    const { unmount } = renderHook(() => {
      renders();
      return useToken();
    });
    const storageListener = add.mock.calls.find(([type]) => type === 'storage')?.[1];
    expect(storageListener).toBeDefined();
    unmount();
    expect(remove).toHaveBeenCalledWith('storage', storageListener);
    const after = renders.mock.calls.length;
    act(() => setToken('late'));
    expect(renders.mock.calls.length).toBe(after);
    vi.restoreAllMocks();
  });
});

describe('useToken before the browser storage is read (server rendering)', () => {
  it('reads as signed out', () => {
    window.localStorage.setItem('token', 'tok');
    const Probe = () => createElement('output', null, `${String(useToken())}|${String(useIsSignedIn())}`);
    expect(renderToString(createElement(Probe))).toContain('null|false');
  });
});
