import { describe, expect, it } from 'vitest';
import { inviteLink, storeLinks } from './app-links';

describe('app links', () => {
  it('builds the registration link of an invite code on this origin', () => {
    expect(inviteLink('A7K2Q9', { origin: 'https://app.example.com', pathname: '/' })).toBe(
      'https://app.example.com/#/pages/user/register?refcode=A7K2Q9',
    );
    expect(inviteLink('a b', { origin: 'http://x', pathname: '/m/' })).toBe(
      'http://x/m/#/pages/user/register?refcode=a%20b',
    );
  });

  it('shows a store link only when an https link is configured', () => {
    expect(storeLinks({})).toEqual({ appStore: null, googlePlay: null });
    expect(
      storeLinks({ VITE_APP_STORE_URL: ' https://apps.apple.com/app/id1 ', VITE_PLAY_STORE_URL: 'http://insecure' }),
    ).toEqual({
      appStore: 'https://apps.apple.com/app/id1',
      googlePlay: null,
    });
  });
});
