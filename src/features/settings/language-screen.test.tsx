import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import vi from '../../../locales/vi/common.json';
import ja from '../../../locales/ja/common.json';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

describe('language screen', () => {
  it('switches the interface, remembers the choice and sends it as the Lang header', async () => {
    const langs: (string | null)[] = [];
    server.use(
      http.get('*/customerservice', ({ request }) => {
        langs.push(request.headers.get('lang'));
        return HttpResponse.json({ status: 200, result: { data: [] } });
      }),
    );
    const { router } = renderApp('/pages/language');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '日本語' }));
    expect(await screen.findByRole('heading', { name: ja.language.title })).toBeVisible();
    expect(screen.getByRole('radio', { name: '日本語' })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(JSON.parse(window.localStorage.getItem('app-state') ?? '{}')).toMatchObject({ state: { language: 'ja' } });
    await router.navigate('/pages/user/kefu');
    await waitFor(() => expect(langs).toEqual(['ja']));

    await router.navigate('/pages/language');
    await user.click(await screen.findByRole('radio', { name: 'Tiếng Việt' }));
    expect(await screen.findByRole('heading', { name: vi.language.title })).toBeVisible();
  });
});
