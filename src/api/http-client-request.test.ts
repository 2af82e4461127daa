import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../lib/env';
import { usePersistedState } from '../lib/persisted-state';
import { isApiError } from './errors';
import { httpClient } from './http-client';

/** Stands in for the network: records what the client asks for and answers success. */
const recordFetch = (body: unknown = { status: 200, result: {} }) => {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  return calls;
};

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('httpClient: what is sent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('puts a path under <host>/api, with or without its leading slash; a full address stays as it is', async () => {
    const calls = recordFetch();
    await httpClient('/probe?x=1', {});
    await httpClient('probe', {});
    await httpClient('https://elsewhere.example/thing', {});
    await httpClient('HTTP://elsewhere.example/other', {});
    await httpClient('/probe?next=https://elsewhere.example', {});
    expect(calls.map((call) => call.url)).toEqual([
      'http://provider.test/api/probe?x=1',
      'http://provider.test/api/probe',
      'https://elsewhere.example/thing',
      'HTTP://elsewhere.example/other',
      'http://provider.test/api/probe?next=https://elsewhere.example',
    ]);
  });

  it('asks the market-data host, not the API, for candle history', async () => {
    const calls = recordFetch({ kline_type: 1, code: 'btcusdt', kline_list: [] });
    await httpClient('/kline/query/history?symbol=btcusdt', {});
    expect(calls[0]?.url).toBe(`${env.klineHost}/kline/query/history?symbol=btcusdt`);
    expect(calls[0]?.url).not.toContain('/api/');
  });

  it('asks for JSON in the user language, keeps the caller headers and body, and sends no token without one', async () => {
    const calls = recordFetch();
    usePersistedState.getState().setLanguage('ko');
    await httpClient('/probe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' });
    const headers = headersOf(calls[0]?.init);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('lang')).toBe('ko');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it('sends an empty stored token as no token', async () => {
    const calls = recordFetch();
    window.localStorage.setItem('token', '');
    await httpClient('/probe', {});
    expect(headersOf(calls[0]?.init).has('authorization')).toBe(false);
  });
});

describe('httpClient offline', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses a write in any spelling of its method, naming the operation, and sends nothing', async () => {
    const calls = recordFetch();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error: unknown = await httpClient('/login', { method: 'post', body: '{}' }).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.kind).toBe('offline');
    expect(isApiError(error) && error.operation).toBe('loginUser');
    expect(isApiError(error) && error.httpStatus).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('still sends reads of any spelling, HEAD included', async () => {
    const calls = recordFetch();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await httpClient('/probe', { method: 'head' });
    await httpClient('/probe', { method: 'get' });
    await httpClient('/probe', {});
    expect(calls.map((call) => call.init.method ?? 'GET')).toHaveLength(3);
  });

  it('sends writes where the platform has no navigator to ask', async () => {
    const calls = recordFetch();
    vi.stubGlobal('navigator', undefined);
    await httpClient('/probe', { method: 'POST' });
    expect(calls).toHaveLength(1);
  });

  it('sends writes when the browser is online', async () => {
    const calls = recordFetch();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await httpClient('/probe', { method: 'DELETE' });
    expect(calls).toHaveLength(1);
  });
});
