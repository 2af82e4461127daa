import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/support/msw-server';
import { usePersistedState } from '../lib/persisted-state';
import { ApiError, isSessionExpiredPending, onSessionExpired, resetSessionExpired } from './errors';
import { httpClient } from './http-client';

const API = 'http://provider.test/api';

const captureRequest = () => {
  const seen: Request[] = [];
  server.use(
    http.all(`${API}/probe`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ status: 200, result: { ok: true } });
    }),
  );
  return seen;
};

const answer = (body: unknown, init?: ResponseInit) =>
  server.use(http.all(`${API}/probe`, () => HttpResponse.json(body as Record<string, unknown>, init)));

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('httpClient transport', () => {
  it('calls the provider under /api on the configured host', async () => {
    const seen = captureRequest();
    await httpClient('/probe', { method: 'GET' });
    expect(seen[0]?.url).toBe(`${API}/probe`);
  });

  it('sends the bearer token only when one is stored, and the language on every call', async () => {
    const seen = captureRequest();
    await httpClient('/probe', {});
    window.localStorage.setItem('token', 'tok-123');
    usePersistedState.getState().setLanguage('ja');
    await httpClient('/probe', {});
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(seen[0]?.headers.get('lang')).toBe('en');
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen[1]?.headers.get('lang')).toBe('ja');
  });

  it.each([
    ['status 200', { status: 200, result: { a: 1 } }],
    ['code 200', { code: 200, data: { a: 1 } }],
    ['a candle history (kline_type)', { kline_type: 1, kline_list: [] }],
  ])('resolves with the whole body on %s', async (_name, body) => {
    answer(body);
    await expect(httpClient('/probe', {})).resolves.toEqual(body);
  });

  it('rejects a business failure sent with HTTP 200, keeping the server message', async () => {
    answer({ status: 500, message: 'Insufficient balance' });
    const error = await failure(httpClient('/probe', {}));
    expect(error.kind).toBe('business');
    expect(error.serverMessage).toBe('Insufficient balance');
  });

  it('turns body status 400 into field errors and exposes the first message', async () => {
    answer(
      {
        status: 400,
        message: 'The given data was invalid.',
        result: { userName: [], password: ['The password is too short.', 'x'] },
      },
      { status: 400 },
    );
    const error = await failure(httpClient('/probe', {}));
    expect(error.kind).toBe('validation');
    expect(error.firstFieldMessage).toBe('The password is too short.');
  });

  it('turns body status 403 into a refusal with the server message', async () => {
    answer({ status: 403, message: 'Withdrawals are closed now' }, { status: 403 });
    const error = await failure(httpClient('/probe', {}));
    expect(error.kind).toBe('forbidden');
    expect(error.serverMessage).toBe('Withdrawals are closed now');
  });

  it('reports HTTP 5xx and non-JSON answers as server errors', async () => {
    server.use(http.all(`${API}/probe`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    expect((await failure(httpClient('/probe', {}))).kind).toBe('server');
  });

  it('reports an empty answer, and a refusal that is not JSON, as server errors', async () => {
    server.use(http.all(`${API}/probe`, () => new HttpResponse('', { status: 200 })));
    expect((await failure(httpClient('/probe', {}))).kind).toBe('server');
    server.use(http.all(`${API}/probe`, () => new HttpResponse('Forbidden by the gateway', { status: 429 })));
    const error = await failure(httpClient('/probe', {}));
    expect(error).toMatchObject({ kind: 'server', httpStatus: 429 });
  });

  it('reports a lost connection as network', async () => {
    server.use(http.all(`${API}/probe`, () => HttpResponse.error()));
    expect((await failure(httpClient('/probe', {}))).kind).toBe('network');
  });

  it('on 401 removes the token and announces the expiry once for several parallel calls', async () => {
    window.localStorage.setItem('token', 'expired');
    server.use(http.all(`${API}/probe`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const announced = vi.fn();
    const stop = onSessionExpired(() => {
      if (isSessionExpiredPending()) announced();
    });
    const results = await Promise.allSettled([
      httpClient('/probe', {}),
      httpClient('/probe', {}),
      httpClient('/probe', {}),
    ]);
    expect(
      results.every((result) => result.status === 'rejected' && (result.reason as ApiError).kind === 'unauthorized'),
    ).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(announced).toHaveBeenCalledTimes(1);
    // After the user confirmed the dialog (or signed in again) a new expiry is news again.
    resetSessionExpired();
    await failure(httpClient('/probe', {}));
    expect(announced).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('httpClient: a 401 ends only the session it was sent with', () => {
  const unauthorized = () =>
    server.use(http.all(`${API}/probe`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));

  it('a 401 arriving after the user signed out shows no dialog', async () => {
    window.localStorage.setItem('token', 'tok');
    unauthorized();
    const call = httpClient('/probe', {});
    window.localStorage.removeItem('token'); // signed out while the call was in flight
    expect((await failure(call)).kind).toBe('unauthorized');
    expect(isSessionExpiredPending()).toBe(false);
  });

  it("a 401 for the previous session keeps the new one's token", async () => {
    window.localStorage.setItem('token', 'old');
    unauthorized();
    const call = httpClient('/probe', {});
    window.localStorage.setItem('token', 'new'); // signed in anew while the call was in flight
    expect((await failure(call)).kind).toBe('unauthorized');
    expect(window.localStorage.getItem('token')).toBe('new');
    expect(isSessionExpiredPending()).toBe(false);
  });
});

describe('httpClient: writes never wait while offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['POST', 'PUT', 'DELETE'])('refuses a %s at once while offline, before anything is sent', async (method) => {
    const seen = captureRequest();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await failure(httpClient('/probe', { method, body: '{}' }));
    expect(error.kind).toBe('offline');
    expect(seen).toHaveLength(0);
  });

  it('still sends reads while the browser reports offline (the query client pauses them, not the transport)', async () => {
    const seen = captureRequest();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await httpClient('/probe', { method: 'GET' });
    expect(seen).toHaveLength(1);
  });
});

describe('httpClient: answers that break the contract', () => {
  afterEach(() => vi.restoreAllMocks());

  const userdetail = (body: unknown) =>
    server.use(http.get(`${API}/userdetail`, () => HttpResponse.json(body as Record<string, unknown>)));

  it('refuses a 200 whose body is an HTML page, naming the operation once in the console', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        `${API}/register/agreement`,
        () =>
          new HttpResponse('<!doctype html><h1>Bad gateway</h1>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const first = await failure(httpClient('/register/agreement?id=1', { method: 'GET' }));
    const second = await failure(httpClient('/register/agreement?id=1', { method: 'GET' }));
    expect(first.kind).toBe('contract');
    expect(first.operation).toBe('getAgreement');
    expect(second.kind).toBe('contract');
    expect(console).toHaveBeenCalledTimes(1);
    expect(String(console.mock.calls[0]?.[0])).toContain('getAgreement');
    expect(String(console.mock.calls[0]?.[0])).toContain('HTTP 200 with a body that is not JSON');
  });

  it('refuses truncated JSON with a 200', async () => {
    vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        `${API}/viplevelinfo`,
        () =>
          new HttpResponse('{"status":200,"result":{"vip', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    expect((await failure(httpClient('/viplevelinfo', { method: 'GET' }))).kind).toBe('contract');
  });

  it('refuses a null where the contract promises a number, and a missing object, once per operation', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    userdetail({ status: 200, result: { id: 7, username: '0901234567', balance: null } });
    const error = await failure(httpClient('/userdetail', { method: 'GET' }));
    expect(error.kind).toBe('contract');
    expect(error.operation).toBe('getUserDetail');
    userdetail({ status: 200 });
    expect((await failure(httpClient('/userdetail', { method: 'GET' }))).kind).toBe('contract');
    expect(console).toHaveBeenCalledTimes(1);
    expect(String(console.mock.calls[0]?.[0])).toMatch(/getUserDetail.*balance/);
  });

  it('accepts an answer that keeps the contract', async () => {
    userdetail({ status: 200, result: { id: 7, username: '0901234567', balance: '12.5' } });
    await expect(httpClient('/userdetail', { method: 'GET' })).resolves.toMatchObject({ result: { balance: '12.5' } });
  });

  it('keeps a 5xx with an HTML page a server error', async () => {
    server.use(http.get(`${API}/viplevelinfo`, () => new HttpResponse('<html>502</html>', { status: 502 })));
    expect((await failure(httpClient('/viplevelinfo', { method: 'GET' }))).kind).toBe('server');
  });
});
