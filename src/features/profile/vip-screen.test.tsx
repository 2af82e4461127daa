import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetUserDetailMockHandler,
  getGetVipLevelInfoMockHandler,
} from '../../api/generated/endpoints/profile/profile.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const LEVELS = [
  { level: 1, points: '3888', gift: '1' },
  { level: 2, points: '18888', gift: '3' },
  { level: 3, points: '58888', gift: '6' },
];

describe('VIP screen', () => {
  it("shows the user's points (not the credit score), highlights the current level and the progress to the next", async () => {
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: { id: 1, username: '0901234567', vip_level: 2, credit_score: 90, points: 21350 },
      }),
      getGetVipLevelInfoMockHandler({
        code: 200,
        data: { title: 'VIP privileges', content: '<p>Rules</p>', levels: LEVELS },
      }),
    );
    renderApp('/pages/user/vip', { token: 'tok' });
    await waitFor(() => expect(screen.getByTestId('vip-credit')).toHaveTextContent('90'));
    await waitFor(() => expect(screen.getByTestId('vip-points')).toHaveTextContent('21,350'));
    expect(screen.getByTestId('vip-credit')).toHaveTextContent('90');
    const levels = await screen.findByTestId('vip-levels');
    const current = within(levels)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('VIP 2 · your level');
    expect(screen.getByTestId('vip-progress')).toHaveTextContent('37,538 points to VIP 3');
    expect(within(screen.getByTestId('vip-progress')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
  });

  it('without the proposed fields shows the level and rules, and no invented figure', async () => {
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: { id: 1, username: '0901234567', vip_level: 1, credit_score: 100 },
      }),
      getGetVipLevelInfoMockHandler({ code: 200, data: { title: 'VIP privileges', content: '<p>Rules</p>' } }),
    );
    renderApp('/pages/user/vip', { token: 'tok' });
    expect(await screen.findByTestId('vip-rules')).toHaveTextContent('Rules');
    await waitFor(() => expect(screen.getByTestId('vip-credit')).toHaveTextContent('100'));
    expect(screen.getByTestId('vip-points')).toHaveTextContent('—');
    expect(screen.queryByTestId('vip-progress')).toBeNull();
    expect(screen.queryByTestId('vip-levels')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|undefined|∞/);
  });
});
