import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, securityHeaders } from './security-headers';

const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('security headers', () => {
  it('allows connections only to the app and the configured API, socket and candle hosts', () => {
    const policy = contentSecurityPolicy({
      VITE_API_BASE_URL: 'https://api.example.com/',
      VITE_MARKET_WS_URL: 'wss://market.example.com/ws',
      VITE_KLINE_BASE_URL: 'https://market.example.com',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'wss://market.example.com',
      'https://market.example.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
  });

  it('allows only the own origin when nothing is configured', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('has no inline or eval script, no plugins and cannot be framed', () => {
    const policy = contentSecurityPolicy({ VITE_API_BASE_URL: 'https://api.example.com' });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('refuses a setting that is not an absolute URL rather than building a policy that blocks the app', () => {
    expect(() => contentSecurityPolicy({ VITE_API_BASE_URL: 'api.example.com' })).toThrow(/absolute URL/);
  });

  it('sends the referrer, sniffing and permission headers, and writes the same in _headers', () => {
    const headers = securityHeaders({});
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    const file = headersFile({});
    expect(file.startsWith('/*\n')).toBe(true);
    for (const [name, value] of Object.entries(headers)) expect(file).toContain(`  ${name}: ${value}\n`);
  });
});
