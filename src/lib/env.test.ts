import { describe, expect, it } from 'vitest';
import { apiRoot, assetUrl, env, readEnv } from './env';

const page = (protocol: string, host: string) => ({ protocol, host });

describe('build-time configuration', () => {
  it('takes the hosts without surrounding spaces or trailing slashes', () => {
    expect(
      readEnv(
        {
          VITE_API_BASE_URL: ' https://api.example.com// ',
          VITE_KLINE_BASE_URL: 'https://market.example.com/',
          VITE_MARKET_WS_URL: 'wss://market.example.com/ws/',
        },
        page('https:', 'app.example.com'),
      ),
    ).toEqual({
      apiHost: 'https://api.example.com',
      klineHost: 'https://market.example.com',
      marketSocketUrl: 'wss://market.example.com/ws',
    });
  });

  it('without any, talks to its own origin: the socket on the page host, wss: under https', () => {
    expect(readEnv({}, page('https:', 'app.example.com'))).toEqual({
      apiHost: '',
      klineHost: '',
      marketSocketUrl: 'wss://app.example.com/ws',
    });
    expect(readEnv({ VITE_MARKET_WS_URL: '  ' }, page('http:', '127.0.0.1:5173')).marketSocketUrl).toBe(
      'ws://127.0.0.1:5173/ws',
    );
  });

  it('outside a browser, the socket is the local mock provider', () => {
    expect(readEnv({}, undefined).marketSocketUrl).toBe('ws://127.0.0.1:4020/ws');
  });

  it('ignores values that are not text', () => {
    expect(readEnv({ VITE_API_BASE_URL: true, VITE_KLINE_BASE_URL: 42 }, undefined)).toMatchObject({
      apiHost: '',
      klineHost: '',
    });
  });

  it('this build: read from its variables (the provider of the tests) and the page it runs in', () => {
    expect(env).toEqual(readEnv(import.meta.env, globalThis.location));
    expect(env.apiHost).toBe('http://provider.test');
    expect(apiRoot()).toBe('http://provider.test/api');
  });
});

describe('assetUrl', () => {
  it('puts a relative path from a response on the API host, without /api', () => {
    expect(assetUrl('/uploads/avatar/7.png')).toBe('http://provider.test/uploads/avatar/7.png');
    expect(assetUrl('uploads/banner.jpg')).toBe('http://provider.test/uploads/banner.jpg');
  });

  it('keeps an absolute, protocol-relative or data: address as it is', () => {
    for (const path of [
      'https://cdn.example.com/a.png',
      'HTTP://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'data:image/png;base64,AA==',
    ]) {
      expect(assetUrl(path)).toBe(path);
    }
  });

  it('has nothing to show without a path', () => {
    expect(assetUrl(null)).toBeUndefined();
    expect(assetUrl(undefined)).toBeUndefined();
    expect(assetUrl('')).toBeUndefined();
  });

  it('does not mistake a path that merely contains a scheme for an address', () => {
    expect(assetUrl('/redirect?to=https://x.example')).toBe('http://provider.test/redirect?to=https://x.example');
    expect(assetUrl('files/data:1.png')).toBe('http://provider.test/files/data:1.png');
  });
});
