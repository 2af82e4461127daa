import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetWelfareHtmlMockHandler } from '../../api/generated/endpoints/welfare/welfare.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

describe('welfare centre', () => {
  it('reads the page with an empty JSON body and renders it sanitised', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/wealth-admin/find/html', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          code: 200,
          data: '<h3>New user gift</h3><img src=x onerror="window.__xss=1"><p>10 USDT bonus</p>',
        });
      }),
    );
    renderApp('/pages/find', { token: 'tok' });
    const content = await screen.findByTestId('welfare-content');
    expect(content).toHaveTextContent('10 USDT bonus');
    expect(content.innerHTML).not.toMatch(/onerror/);
    expect(bodies[0]).toEqual({});
  });

  it('shows a failure with a retry instead of a toast', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('*/wealth-admin/find/html', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ status: 403, message: 'Not available in your region' }, { status: 403 })
          : HttpResponse.json({ code: 200, data: '<p>Back again</p>' });
      }),
    );
    renderApp('/pages/find', { token: 'tok' });
    expect(await screen.findByText('Not available in your region')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });

  it('says when there is nothing', async () => {
    server.use(getGetWelfareHtmlMockHandler({ code: 200, data: '' }));
    renderApp('/pages/find', { token: 'tok' });
    expect(await screen.findByText('No welfare activities right now.')).toBeVisible();
  });
});
