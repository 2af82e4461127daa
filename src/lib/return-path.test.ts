import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturn } from './return-path';

describe('return paths', () => {
  it("follows the app's own routes only", () => {
    expect(safeReturnPath('/pages/withdraw', '/')).toBe('/pages/withdraw');
    expect(safeReturnPath('/', '/x')).toBe('/');
    expect(safeReturnPath('https://evil.example', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath('//evil.example/pages', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath('javascript:alert(1)', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath(null, '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath('', '/pages/wallet')).toBe('/pages/wallet');
  });
  it('refuses an outside address that ends like a route, and a route with anything after it', () => {
    expect(safeReturnPath('https://evil.example/pages/withdraw', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath('/pages/withdraw"><script>', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath('/pages/withdraw?x=1 2', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath('/pages/../../evil', '/pages/wallet')).toBe('/pages/wallet');
  });
  it('follows a route with a query, or with a trailing slash', () => {
    expect(safeReturnPath('/?tab=2', '/x')).toBe('/?tab=2');
    expect(safeReturnPath('/pages/withdraw//', '/')).toBe('/pages/withdraw//');
  });
  it('builds a link that comes back', () => {
    expect(withReturn('/pages/setting/bank', '/pages/withdraw')).toBe('/pages/setting/bank?from=/pages/withdraw');
  });
  it('keeps the draft of the screen it comes back to', () => {
    const link = withReturn('/pages/setting/bank', `/pages/withdraw?method=bank&amount=${encodeURIComponent('300,5')}`);
    const from = new URLSearchParams(link.split('?')[1]).get('from');
    expect(from).toBe('/pages/withdraw?method=bank&amount=300%2C5');
    expect(safeReturnPath(from, '/')).toBe(from);
  });
});
