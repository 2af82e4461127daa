import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../lib/session';
import { publishSandboxReady } from '../lib/sandbox-ready';
import { httpClient } from './http-client';

/** The demo build with its msw still starting: `ready()` lets it answer. */
const demoWithMswStarting = () => {
  vi.stubEnv('VITE_SANDBOX_IN_BROWSER', 'true');
  let ready!: () => void;
  publishSandboxReady(new Promise<void>((resolve) => (ready = resolve)));
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify({ status: 200, result: {} }), { status: 200 }));
  });
  return { calls, ready };
};

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('httpClient in the demo build, while its msw starts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    publishSandboxReady(undefined);
    clearToken();
  });

  it('sends nothing until msw answers the page, then the call once', async () => {
    const { calls, ready } = demoWithMswStarting();
    const answer = httpClient('/probe', {});
    await nextTask();
    expect(calls).toHaveLength(0);
    ready();
    await answer;
    expect(calls.map((call) => call.url)).toEqual(['http://provider.test/api/probe']);
  });

  it('sends the token the call was made with: a sign-out clears it right after', async () => {
    const { calls, ready } = demoWithMswStarting();
    setToken('token-of-the-session');
    const answer = httpClient('/logout', { method: 'POST' });
    clearToken();
    ready();
    await answer;
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer token-of-the-session');
  });
});
