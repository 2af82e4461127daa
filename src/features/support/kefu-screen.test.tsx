import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetCustomerServiceMockHandler } from '../../api/generated/endpoints/support/support.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

describe('customer service', () => {
  it('lists every channel as a link that opens in a new tab, without a token', async () => {
    renderApp('/pages/user/kefu');
    const channels = await screen.findAllByTestId('support-channel');
    expect(channels.length).toBeGreaterThan(0);
    for (const channel of channels) {
      expect(channel).toHaveAttribute('target', '_blank');
      expect(channel).toHaveAttribute('rel', 'noopener noreferrer');
      expect(channel.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(screen.getByRole('link', { name: 'Open Telegram' })).toHaveAttribute('href', 'https://t.me/example_support');
    expect(screen.getByText('Live chat')).toBeVisible();
  });

  it('says when no channel is available', async () => {
    server.use(getGetCustomerServiceMockHandler({ status: 200, result: { data: [] } }));
    renderApp('/pages/user/kefu');
    expect(await screen.findByText(/No customer service channel is available/)).toBeVisible();
  });
});
