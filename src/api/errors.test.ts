import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceSessionExpired,
  ApiError,
  errorFromResponse,
  isApiError,
  isSessionExpiredPending,
  isSuccessBody,
  onSessionExpired,
  resetSessionExpired,
  type ApiErrorKind,
} from './errors';

describe("the provider's success rule", () => {
  it.each([
    ['status 200', { status: 200 }],
    ['status "200" as text', { status: '200', result: [] }],
    ['code 200', { code: 200 }],
    ['code "200" as text', { code: '200' }],
    ['a candle history', { kline_type: 1, kline_list: [] }],
  ])('accepts %s', (_name, body) => {
    expect(isSuccessBody(body)).toBe(true);
  });

  it.each([
    ['status 400', { status: 400, code: 500 }],
    ['status "200.5"', { status: '200.5' }],
    ['status " 200" with a space', { status: ' 200' }],
    ['status 200 spelt out', { status: 'two hundred' }],
    ['no status at all', { result: { ok: true } }],
    ['kline_type 0', { kline_type: 0 }],
    ['an array', [{ status: 200 }]],
    ['null', null],
    ['a bare number', 200],
    ['a text', '{"status":200}'],
    ['status [200] in a list', { status: [200] }],
    ['code "200 OK"', { code: '200 OK' }],
  ])('refuses %s', (_name, body) => {
    expect(isSuccessBody(body)).toBe(false);
  });
});

const kindOf = (httpStatus: number, body: unknown): ApiErrorKind => errorFromResponse(httpStatus, body).kind;

describe('errorFromResponse: the error catalogue', () => {
  it('a 401, by HTTP status or body status, is an expired session', () => {
    expect(kindOf(401, { message: 'Unauthenticated.' })).toBe('unauthorized');
    expect(kindOf(200, { status: 401, message: 'Token expired' })).toBe('unauthorized');
    expect(kindOf(200, { code: '401' })).toBe('unauthorized');
    expect(errorFromResponse(401, { message: 'Unauthenticated.' }).serverMessage).toBe('Unauthenticated.');
  });

  it('body status 400 is a validation error with every field message, texts and lists alike', () => {
    const error = errorFromResponse(200, {
      status: 400,
      message: 'The given data was invalid.',
      result: { phone: 'The phone is taken.', password: ['Too short.', 7, 'Too simple.'], agree: null },
    });
    expect(error.kind).toBe('validation');
    expect(error.bodyStatus).toBe(400);
    expect(error.httpStatus).toBe(200);
    expect(error.fieldErrors).toEqual({ phone: ['The phone is taken.'], password: ['Too short.', 'Too simple.'] });
    expect(error.serverMessage).toBe('The given data was invalid.');
  });

  it('reads a body status only when it is a whole number, as a number or as digits', () => {
    expect(errorFromResponse(200, { status: '400x', message: 'm' }).bodyStatus).toBeUndefined();
    expect(errorFromResponse(200, { status: [500], message: 'm' }).bodyStatus).toBeUndefined();
    expect(errorFromResponse(200, { status: '500', message: 'm' }).bodyStatus).toBe(500);
    expect(errorFromResponse(200, { code: 7 }).bodyStatus).toBe(7);
  });

  it('field errors without a 400 (in the body or over HTTP) are a business refusal', () => {
    expect(kindOf(200, { code: 1, message: 'Refused', result: { amount: ['Too much.'] } })).toBe('business');
    expect(kindOf(422, { message: 'Refused', result: { amount: ['Too much.'] } })).toBe('business');
  });

  it('HTTP 400 is a validation error only when the body carries field errors', () => {
    expect(kindOf(400, { result: { phone: ['Required.'] } })).toBe('validation');
    expect(errorFromResponse(400, { result: { phone: ['Required.'] } }).firstFieldMessage).toBe('Required.');
    expect(kindOf(400, { message: 'Bad request', result: 'nope' })).toBe('business');
    expect(kindOf(400, { message: 'Bad request', result: ['a'] })).toBe('business');
  });

  it('a validation error without field errors has none', () => {
    const error = errorFromResponse(200, { status: 400, result: ['not', 'a', 'map'] });
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({});
    expect(error.firstFieldMessage).toBeUndefined();
  });

  it('a 403 is a refusal with the server message, with or without a body status', () => {
    const byBody = errorFromResponse(200, { status: 403, message: 'Withdrawals are closed now' });
    expect(byBody.kind).toBe('forbidden');
    expect(byBody.serverMessage).toBe('Withdrawals are closed now');
    // the HTTP status alone says so: a gateway or the provider may send no status in the body
    const byHttp = errorFromResponse(403, { message: 'Your account is frozen' });
    expect(byHttp.kind).toBe('forbidden');
    expect(byHttp.serverMessage).toBe('Your account is frozen');
    expect(byHttp.bodyStatus).toBeUndefined();
    expect(kindOf(403, '<html>Forbidden</html>')).toBe('forbidden');
    // the loan call puts its message in `result`
    expect(errorFromResponse(200, { status: 403, result: 'Credit line used up' }).serverMessage).toBe(
      'Credit line used up',
    );
  });

  it('HTTP 5xx and answers that are not the provider JSON are server errors', () => {
    expect(kindOf(500, { status: 200 })).toBe('server');
    expect(kindOf(502, { message: 'Bad gateway' })).toBe('server');
    expect(errorFromResponse(503, { message: 'Maintenance' }).serverMessage).toBe('Maintenance');
    expect(kindOf(404, '<html>Not found</html>')).toBe('server');
    expect(kindOf(200, undefined)).toBe('server');
    expect(kindOf(200, [])).toBe('server');
    expect(kindOf(499, { status: 500, message: 'Insufficient balance' })).toBe('business');
  });

  it('any other refusal is a business error with the server message, or the loan call’s result text', () => {
    const error = errorFromResponse(200, { status: 500, message: 'Insufficient balance' });
    expect(error.kind).toBe('business');
    expect(error.bodyStatus).toBe(500);
    expect(error.serverMessage).toBe('Insufficient balance');
    expect(error.message).toBe('Insufficient balance');
    expect(errorFromResponse(200, { code: 1, result: 'Limit reached' }).serverMessage).toBe('Limit reached');
    expect(errorFromResponse(200, { code: 1, message: 'Closed', result: 'Limit reached' }).serverMessage).toBe(
      'Closed',
    );
  });

  it('a blank message is no message (the screen shows its own)', () => {
    const error = errorFromResponse(200, { status: 500, message: '   ', result: ' ' });
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('business');
    expect(errorFromResponse(200, { status: 500, message: 42 }).serverMessage).toBeUndefined();
  });

  it('keeps the body as it came', () => {
    const body = { status: 500, message: 'Insufficient balance', extra: [1] };
    expect(errorFromResponse(200, body).body).toBe(body);
  });
});

describe('ApiError', () => {
  it('is an Error named ApiError whose message is the server message or else its kind', () => {
    const error = new ApiError({ kind: 'timeout', httpStatus: 0 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('timeout');
    expect(error.fieldErrors).toEqual({});
    expect(error.operation).toBeUndefined();
    expect(new ApiError({ kind: 'business', httpStatus: 200, serverMessage: 'No' }).message).toBe('No');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('timeout'))).toBe(false);
    expect(isApiError({ kind: 'timeout' })).toBe(false);
  });

  it('shows the first field message that is not blank', () => {
    const error = new ApiError({
      kind: 'validation',
      httpStatus: 400,
      fieldErrors: { a: [], b: ['  ', 'Second field.'], c: ['Third.'] },
    });
    expect(error.firstFieldMessage).toBe('Second field.');
  });
});

describe('session expiry', () => {
  afterEach(() => resetSessionExpired());

  it('is one pending state, announced once however many calls fail, news again after a reset', () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    expect(isSessionExpiredPending()).toBe(false);
    announceSessionExpired();
    announceSessionExpired();
    expect(isSessionExpiredPending()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    resetSessionExpired();
    resetSessionExpired();
    expect(isSessionExpiredPending()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    announceSessionExpired();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
