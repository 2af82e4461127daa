import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../tests/support/msw-server';
import { renderApp } from '../../tests/support/render';

/** Every screen that takes an id from its route, and what it asks the provider with that id. */
const SCREENS = [
  { route: '/pages/trade/stakingdetails', call: '/stakingdetail', says: 'This mining plan could not be found.' },
  {
    route: '/pages/message/detail',
    call: '/wallet/messagecontent',
    says: 'This message could not be found.',
    extra: '&type=1',
  },
  {
    route: '/pages/message/detail',
    call: '/announcementbyid',
    says: 'This message could not be found.',
    extra: '&type=2',
  },
  {
    route: '/pages/trade/orderdetail',
    call: '/trade/Contractorderalllist',
    says: 'No order was given. Open an order from an order list.',
    extra: '&status=1',
  },
] as const;

const IDS = ['', '0', 'abc', '-1', '1.5'];

afterEach(() => {
  server.events.removeAllListeners();
});

describe('screens that take an id from the route', () => {
  it.each(
    SCREENS.flatMap((screen_) =>
      IDS.map((id) => [`${screen_.route}?id=${id}${'extra' in screen_ ? screen_.extra : ''}`, screen_] as const),
    ),
  )('%s sends no id it does not have and says so', async (path, { call, says }) => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(call)) asked.push(request.url);
    });
    renderApp(path, { token: 'tok' });
    expect((await screen.findAllByText(says, {}, { timeout: 15_000 }))[0]).toBeVisible();
    expect(asked).toEqual([]);
  });
});
