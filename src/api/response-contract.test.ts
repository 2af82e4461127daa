import { describe, expect, it } from 'vitest';
import {
  checkResponse,
  findOperation,
  operationName,
  responseSchema,
  schemaName,
  warmChecks,
} from './response-contract';
import { problemsOf } from './response-problems';

const user = { id: 7, username: '0901234567', balance: '12.5' };

describe('which operation of openapi.yaml a call is', () => {
  it('finds it by method (any case) and path, whatever host, /api prefix, query or fragment the URL has', () => {
    expect(findOperation('GET', '/userdetail')?.id).toBe('getUserDetail');
    expect(findOperation('get', 'userdetail')?.id).toBe('getUserDetail');
    expect(findOperation('GET', '/api/userdetail?x=1#top')?.id).toBe('getUserDetail');
    expect(findOperation('GET', 'https://provider.example/api//userdetail')?.id).toBe('getUserDetail');
    expect(findOperation('GET', 'HTTPS://market.example/kline/query/history?symbol=btcusdt')?.id).toBe(
      'getKlineHistory',
    );
    expect(findOperation('GET', '/orderdetail/12?lang=vi')?.id).toBe('getOrderDetail');
    expect(findOperation('POST', '/login')?.id).toBe('loginUser');
    expect(findOperation('GET', '/userdetail?next=https://elsewhere.example/x')?.id).toBe('getUserDetail');
    expect(findOperation('GET', 'http://provider.example/api/userdetail')?.id).toBe('getUserDetail');
  });

  it('knows none for another method, an unknown path or a path that only starts like a known one', () => {
    expect(findOperation('POST', '/userdetail')).toBeUndefined();
    expect(findOperation('GET', '/nothing-here')).toBeUndefined();
    expect(findOperation('GET', '/userdetail/extra')).toBeUndefined();
    expect(findOperation('GET', '/apiuserdetail')).toBeUndefined();
  });

  it('names it by operationId, or by method and path when the contract has none', () => {
    expect(operationName('get', '/api/userdetail?x=1')).toBe('getUserDetail');
    expect(operationName('post', 'https://provider.example/api/unknown/call?x=1')).toBe('POST /unknown/call');
    expect(operationName('GET', 'unknown')).toBe('GET /unknown');
    expect(operationName('GET', 'unknown/')).toBe('GET /unknown/');
    expect(operationName('GET', '/v2/api/unknown')).toBe('GET /v2/api/unknown');
  });

  it("finds an operation's success schema by its operationId", async () => {
    expect(schemaName('getUserDetail')).toBe('GetUserDetailResponse');
    const operation = findOperation('GET', '/userdetail')!;
    const schema = await responseSchema(operation);
    expect(schema && (await problemsOf(schema, { status: 200, result: user }))).toBeNull();
    expect(schema && (await problemsOf(schema, { status: 200, result: [] }))?.[0]?.path).toBe('result');
    expect(await responseSchema({ ...operation, tag: 'no-such-tag' })).toBeUndefined();
    expect(await responseSchema({ ...operation, id: 'noSuchOperation' })).toBeUndefined();
  });
});

describe('checkResponse', () => {
  it('passes an answer that keeps the contract, and any answer of a call the contract does not know', async () => {
    expect(await checkResponse('GET', '/userdetail', { status: 200, result: user })).toBeNull();
    expect(await checkResponse('GET', '/not-in-the-contract', { anything: true })).toBeNull();
  });

  it('names the operation and at most three broken fields by their path', async () => {
    const problem = await checkResponse('GET', '/api/userdetail', {
      status: 200,
      result: { id: null, username: 5, balance: null, frozen: {}, nickname: 1 },
    });
    expect(problem?.operation).toBe('getUserDetail');
    const issues = problem?.detail.split('; ') ?? [];
    expect(issues).toHaveLength(3);
    expect(issues[0]).toMatch(/^result\.id: /);
    expect(issues[1]).toMatch(/^result\.username: /);
  });

  it("says what broke in zod's English words", async () => {
    const problem = await checkResponse('GET', '/userdetail', {
      status: 200,
      result: { ...user, username: 5, balance: '12,5' },
    });
    expect(problem?.detail).toBe(
      'result.username: Invalid input: expected string, received number; result.balance: Invalid string: must match pattern /^-?[0-9]+(\\.[0-9]+)?$/',
    );
  });

  it('says "(body)" when the whole answer is of the wrong kind', async () => {
    const problem = await checkResponse('GET', '/userdetail', 'not an object');
    expect(problem?.operation).toBe('getUserDetail');
    expect(problem?.detail).toMatch(/^\(body\): /);
  });
});

describe('warmChecks', () => {
  it('downloads the schemas of the operations named, ahead of their calls', async () => {
    warmChecks(['getUserDetail', 'noSuchOperation']);
    const operation = findOperation('GET', '/userdetail')!;
    expect(await responseSchema(operation)).toBeDefined();
  });
});
