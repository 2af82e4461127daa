import { describe, expect, it } from 'vitest';
import { HOME_TABS, ME_TAB, PRIVATE_ROUTES, PUBLIC_ROUTES } from './route-table';
import { pathOf, pathTo, ROUTES } from '../lib/route-paths';

describe('the table of addresses', () => {
  it('gives a route’s path, and its address with the query its screen reads', () => {
    expect(pathOf('login')).toBe('/pages/login');
    expect(pathTo('contract', { symbol: 'btcusdt', side: 'short' })).toBe(
      '/pages/trade/contract?symbol=btcusdt&side=short',
    );
    expect(pathTo('orderDetail', { id: 42, status: 2 })).toBe('/pages/trade/orderdetail?id=42&status=2');
  });

  it('leaves out a value that is missing or empty, and no query at all is no `?`', () => {
    expect(pathTo('contractOrders', { status: undefined })).toBe('/pages/lever/leverList');
    expect(pathTo('trade', { symbol: '' })).toBe('/pages/trade');
    expect(pathTo('support', { loan: null })).toBe('/pages/user/kefu');
  });

  it('encodes a value, keeping the slashes of a return path readable', () => {
    expect(pathTo('bank', { from: '/pages/withdraw?method=bank&amount=300' })).toBe(
      '/pages/setting/bank?from=/pages/withdraw%3Fmethod%3Dbank%26amount%3D300',
    );
    expect(pathTo('register', { refcode: 'a b&c' })).toBe('/pages/user/register?refcode=a%20b%26c');
  });

  it('has a screen for every address, and every screen has its address here', () => {
    const screens = [
      ...Object.keys(PUBLIC_ROUTES),
      ME_TAB.path,
      ...HOME_TABS.map((tab) => tab.path),
      ...Object.keys(PRIVATE_ROUTES),
    ];
    expect([...screens].sort()).toEqual(
      Object.values(ROUTES)
        .map((route) => route.path)
        .sort(),
    );
  });
});
