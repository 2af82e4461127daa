import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetAnnouncementByIdMockHandler,
  getGetMessageListMockHandler,
  getGetUnreadCountsMockHandler,
} from '../../api/generated/endpoints/messages/messages.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { formatProviderTime } from '../../domain/provider-time';

/** A provider time as the screens show it: in the device's zone (decision 0035), in English. */
const shown = (text: string): string => formatProviderTime(text, 'en-US');

describe('message centre', () => {
  it('shows the three sections with their unread counts, in the tab and on its own page', async () => {
    renderApp('/pages/home/msgs', { token: 'tok' });
    expect(await screen.findByRole('navigation', { name: 'Main sections' })).toBeVisible();
    expect(await screen.findByLabelText('2 unread')).toBeVisible();
    expect(within(screen.getByTestId('section-support')).getByLabelText('1 unread')).toBeVisible();
    expect(within(screen.getByTestId('section-announcements')).getByLabelText('1 unread')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '#/pages/user/kefu');
  });

  it('shows no badge when everything is read', async () => {
    server.use(
      getGetUnreadCountsMockHandler({
        status: 200,
        result: { customer_service: 0, system_messages: 0, announcements: 0 },
      }),
    );
    renderApp('/pages/message/center', { token: 'tok' });
    expect(await screen.findByRole('link', { name: 'System messages' })).toHaveAttribute(
      'href',
      '#/pages/message/notifyrecords?type=1',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText(/unread/)).toBeNull();
  });
});

describe('message lists', () => {
  it('lists system messages from the {list,total} wrapper and opens one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pages/message/notifyrecords?type=1', { token: 'tok' });
    const rows = await screen.findAllByTestId('article-row');
    expect(rows).toHaveLength(3);
    expect(screen.getByText('No more records')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Your deposit of 500 USDT has been credited' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=318&type=1'));
    expect(await screen.findByTestId('article-content')).toHaveTextContent(
      'Your deposit of 500 USDT via USDT (TRC20) was approved',
    );
  });

  it('marks read and unread messages in words, and opening one brings the counts down', async () => {
    const user = userEvent.setup();
    let unread = 2;
    server.use(
      http.get('*/message/unread', () =>
        HttpResponse.json({ status: 200, result: { customer_service: 0, system_messages: unread, announcements: 0 } }),
      ),
      http.get('*/wallet/messagecontent', () => {
        unread = 1;
        return undefined;
      }),
    );
    renderApp('/pages/message/center', { token: 'tok' });
    expect(await within(await screen.findByTestId('section-system')).findByLabelText('2 unread')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'System messages' }));
    const rows = await screen.findAllByTestId('article-row');
    expect(rows.map((row) => within(row).getByTestId('article-state').textContent)).toEqual([
      'Unread',
      'Unread',
      'Read',
    ]);
    await user.click(screen.getByRole('link', { name: 'Your deposit of 500 USDT has been credited' }));
    expect(await screen.findByTestId('article-content')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await within(await screen.findByTestId('section-system')).findByLabelText('1 unread')).toBeVisible();
  });

  it('reads the legacy bare array too', async () => {
    server.use(
      getGetMessageListMockHandler({
        status: 200,
        result: { data: [{ id: 9, title: 'Legacy message', send_time: '2026-11-01 10:00:00' }] },
      }),
    );
    renderApp('/pages/message/notifyrecords?type=1', { token: 'tok' });
    expect(await screen.findByText('Legacy message')).toBeVisible();
  });

  it('lists announcements (type 2) page by page', async () => {
    let query = '';
    server.use(
      http.get('*/announcementlist', ({ request }) => {
        query = new URL(request.url).search;
        return undefined;
      }),
    );
    renderApp('/pages/message/notifyrecords?type=2', { token: 'tok' });
    expect(await screen.findByText('Year-end deposit bonus up to 12%')).toBeVisible();
    expect(query).toContain('page=1');
    expect(query).toContain('limit=10');
    expect(screen.getByRole('heading', { name: 'Platform announcements' })).toBeVisible();
  });

  it('says when there is nothing', async () => {
    server.use(getGetMessageListMockHandler({ status: 200, result: { data: { list: [], total: 0 } } }));
    renderApp('/pages/message/notifyrecords?type=1', { token: 'tok' });
    expect(await screen.findByText('No system messages yet.')).toBeVisible();
  });
});

describe('message detail', () => {
  it('renders an announcement with its time, sanitised', async () => {
    server.use(
      getGetAnnouncementByIdMockHandler({
        status: 200,
        result: {
          data: {
            title: 'Hello',
            content:
              '<p>Safe</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">bad</a>',
            create_time: '2026-11-20 08:00:00',
          },
        },
      }),
    );
    renderApp('/pages/message/detail?id=42&type=2', { token: 'tok' });
    const content = await screen.findByTestId('article-content');
    expect(content).toHaveTextContent('Safe');
    expect(screen.getByText(shown('2026-11-20 08:00:00'))).toBeVisible();
    expect(content.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
  });

  it('renders a platform article (type 3) from the agreement call', async () => {
    let id = '';
    server.use(
      http.get('*/register/agreement', ({ request }) => {
        id = new URL(request.url).searchParams.get('id') ?? '';
        return HttpResponse.json({
          status: 200,
          result: { data: { title: 'Platform terms', content: '<p>Terms text</p>' } },
        });
      }),
    );
    renderApp('/pages/message/detail?id=4&type=3', { token: 'tok' });
    expect(await screen.findByText('Terms text')).toBeVisible();
    expect(id).toBe('4');
  });

  it('says when the id is missing', async () => {
    renderApp('/pages/message/detail?type=1', { token: 'tok' });
    expect(await screen.findByText('This message could not be found.')).toBeVisible();
  });
});
