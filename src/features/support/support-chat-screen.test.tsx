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
    expect(screen.getByRole('link', { name: 'Telegram Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/example_support',
    );
    expect(screen.getByText('Live chat')).toBeVisible();
  });

  it('says when no channel is available', async () => {
    server.use(getGetCustomerServiceMockHandler({ status: 200, result: { data: [] } }));
    renderApp('/pages/user/kefu');
    expect(await screen.findByText(/No customer service channel is available/)).toBeVisible();
  });

  it('opens only https channels: data:, javascript: and vbscript: links are shown as channels that cannot be opened', async () => {
    const channel = (id: number, name: string, url: string) => ({ id, name, url, type: 'telegram', image: null });
    server.use(
      getGetCustomerServiceMockHandler({
        status: 200,
        result: {
          data: [
            channel(1, 'Safe', 'https://t.me/example_support'),
            channel(2, 'Data', 'data:text/html,<script>alert(1)</script>'),
            channel(3, 'Script', 'JaVaScRiPt:alert(1)'),
            channel(4, 'Basic', 'vbscript:msgbox(1)'),
            channel(5, 'Plain', 'http://insecure.example.com'),
          ],
        },
      }),
    );
    renderApp('/pages/user/kefu');
    expect(await screen.findByRole('link', { name: 'Safe Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/example_support',
    );
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('data-testid') === 'support-channel'),
    ).toHaveLength(1);
    expect(screen.getAllByTestId('unsafe-link')).toHaveLength(4);
    for (const name of ['Data', 'Script', 'Basic', 'Plain']) expect(screen.getByText(name)).toBeVisible();
    expect(document.querySelector('a[href^="data:"], a[href^="javascript:" i], a[href^="vbscript:" i]')).toBeNull();
  });
});
