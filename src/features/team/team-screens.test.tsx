import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { getGetInviteRecordsMockHandler } from '../../api/generated/endpoints/team/team.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

// These tests type and upload like a user; the shared test machine can be slow.

describe('invite friends', () => {
  it('shows the invite code, the registration link with the code, its QR code and copy buttons', async () => {
    server.use(
      getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: '0901234567', invite_code: 'A7K2Q9' } }),
    );
    renderApp('/pages/user/share', { token: 'tok' });
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('A7K2Q9');
    const link = screen.getByTestId('invite-link').textContent ?? '';
    expect(link).toBe(`${window.location.origin}${window.location.pathname}#/pages/user/register?refcode=A7K2Q9`);
    expect(
      within(screen.getByTestId('invite-qr')).getByRole('img', { name: 'QR code of your invite link' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy invite code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
  });

  it('round trip: the share link opens registration with the invite code filled in', async () => {
    server.use(
      getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: '0901234567', invite_code: 'Q3M8T1' } }),
    );
    const { router } = renderApp('/pages/user/share', { token: 'tok' });
    const link = (await screen.findByTestId('invite-link')).textContent ?? '';
    const route = link.slice(link.indexOf('#') + 1);
    window.localStorage.removeItem('token');
    await router.navigate(route);
    expect(await screen.findByRole('button', { name: 'Create account' }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^invite code/i })).toHaveValue('Q3M8T1');
  });

  it('offers the device share sheet where the browser has one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    try {
      server.use(
        getGetUserDetailMockHandler({ status: 200, result: { id: 1, username: '0901234567', invite_code: 'A7K2Q9' } }),
      );
      renderApp('/pages/user/share', { token: 'tok' });
      // the loading card's stand-in button is not the one to tap: wait for the code
      await screen.findByTestId('invite-code');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
      expect(shared).toHaveLength(1);
      expect(shared[0]?.url).toContain('refcode=A7K2Q9');
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});

describe('my team', () => {
  it('shows the totals and each level with its members, deposits, reward rate and rewards', async () => {
    const levels: string[] = [];
    server.use(
      http.get('*/team/members', ({ request }) => {
        const level = new URL(request.url).searchParams.get('level') ?? '';
        levels.push(level);
        return HttpResponse.json({
          status: 200,
          result: {
            list: [
              {
                id: Number(level),
                username: '090****321',
                nickname: `Member L${level}`,
                level: Number(level),
                register_time: '2026-11-15 19:22:08',
                deposit: '5000.00',
                reward: '500.00',
              },
            ],
            total: 1,
          },
        });
      }),
    );
    renderApp('/pages/user/team', { token: 'tok' });
    expect(await screen.findByTestId('team-size', {}, { timeout: 8000 })).toHaveTextContent('46');
    expect(screen.getByTestId('team-total-reward')).toHaveTextContent('9,167.50');
    const level1 = await screen.findByTestId('team-level-1');
    expect(level1).toHaveTextContent('12');
    expect(level1).toHaveTextContent('64,200.00');
    expect(level1).toHaveTextContent('10%');
    expect(level1).toHaveTextContent('6,420.00');
    expect(await screen.findByText('Member L1', {}, { timeout: 8000 })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Level 3' }));
    expect(await screen.findByText('Member L3', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByTestId('team-level-3')).toHaveTextContent('2%');
    expect(levels).toEqual(['1', '3']);
  });

  it('says when a level has nobody yet', async () => {
    server.use(http.get('*/team/members', () => HttpResponse.json({ status: 200, result: { list: [], total: 0 } })));
    renderApp('/pages/user/team', { token: 'tok' });
    expect(await screen.findByText('No members at this level yet')).toBeVisible();
  });

  it('shows a failed summary with a retry', async () => {
    server.use(http.get('*/team', () => HttpResponse.json({ status: 403, message: 'Team unavailable' })));
    renderApp('/pages/user/team', { token: 'tok' });
    expect(await screen.findByText('Team unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('invite records', () => {
  it('lists the rewards with level, deposit and rate', async () => {
    renderApp('/pages/user/inviterecords', { token: 'tok' });
    const rows = await screen.findAllByTestId('invite-record');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('090****321');
    expect(rows[0]).toHaveTextContent('+500.00');
    expect(rows[0]).toHaveTextContent('10% of 5,000.00');
    expect(rows[1]).toHaveTextContent('Level 2');
  });

  it('says when there are none', async () => {
    server.use(getGetInviteRecordsMockHandler({ status: 200, result: { list: [], total: 0 } }));
    renderApp('/pages/user/inviterecords', { token: 'tok' });
    expect(await screen.findByText('No invite rewards yet')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('invite-record')).toBeNull());
  });
});
