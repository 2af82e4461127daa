import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturn } from './return-path';

describe('return paths', () => {
  it('follows the app\'s own routes only', () => {
    expect(safeReturnPath('/pages/withdraw', '/')).toBe('/pages/withdraw');
    expect(safeReturnPath('/', '/x')).toBe('/');
    expect(safeReturnPath('https://evil.example', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath('//evil.example/pages', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath('javascript:alert(1)', '/pages/wallet')).toBe('/pages/wallet');
    expect(safeReturnPath(null, '/pages/wallet')).toBe('/pages/wallet');
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
