import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getUpdateNicknameMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

// These tests type and upload like a user; the shared test machine can be slow.

const png = (size = 2048) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

/** Records the calls of the avatar flow in order, with what they sent. */
const avatarCalls = ({ uploadFails = false, updateFails = false } = {}) => {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.post('*/uploadfile', async ({ request }) => {
      const file = (await request.formData()).get('file');
      calls.push({ path: 'uploadfile', body: typeof file === 'object' && file !== null ? file.type : file });
      return uploadFails
        ? HttpResponse.json({
            status: 400,
            message: 'The given data was invalid.',
            result: { file: ['The file may not be greater than 10240 kilobytes.'] },
          })
        : HttpResponse.json({
            status: 200,
            message: 'Upload successful',
            data: { image: '/uploads/avatar/new-1.png' },
          });
    }),
    http.post('*/updateavatar', async ({ request }) => {
      calls.push({ path: 'updateavatar', body: await request.json() });
      return updateFails
        ? HttpResponse.json({ status: 403, message: 'Avatar locked' })
        : HttpResponse.json({ status: 200, message: 'Avatar updated' });
    }),
    http.get('*/userdetail', () => {
      calls.push({ path: 'userdetail', body: null });
      return HttpResponse.json({
        status: 200,
        result: { id: 10028, username: '0901234567', nickname: 'MinhAnh', avatar: '', moneypssd_status: 0 },
      });
    }),
  );
  return calls;
};

const fileInput = () => document.querySelector<HTMLInputElement>('[data-testid="avatar-picker"] input[type="file"]')!;

describe('personal information: avatar', () => {
  it('asks for a picture first and sends nothing until one is chosen', async () => {
    const calls = avatarCalls();
    renderApp('/pages/userinfo', { token: 'tok' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upload avatar' }));
    expect(await screen.findByText('Please choose an avatar first')).toBeVisible();
    expect(calls.filter((call) => call.path !== 'userdetail')).toEqual([]);
  });

  it('refuses a file that is not an image', async () => {
    const calls = avatarCalls();
    renderApp('/pages/userinfo', { token: 'tok' });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Upload avatar' });
    await user.upload(fileInput(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload avatar' }));
    expect(calls.filter((call) => call.path !== 'userdetail')).toEqual([]);
  });

  it('uploads the chosen picture, sets the returned path as the avatar, then reloads the user', async () => {
    const calls = avatarCalls();
    renderApp('/pages/userinfo', { token: 'tok' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Upload avatar' });
    await user.upload(fileInput(), png());
    expect(await screen.findByRole('img', { name: 'Avatar' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(screen.getByRole('button', { name: 'Upload avatar' }));
    expect(await screen.findByText('Avatar updated')).toBeVisible();
    await waitFor(() => expect(calls.filter((call) => call.path === 'userdetail').length).toBeGreaterThanOrEqual(2));
    const flow = calls.filter((call, index) => call.path !== 'userdetail' || index > 0);
    expect(flow.slice(0, 3)).toEqual([
      { path: 'uploadfile', body: 'image/png' },
      { path: 'updateavatar', body: { avatar: '/uploads/avatar/new-1.png' } },
      { path: 'userdetail', body: null },
    ]);
  });

  it('says "Upload failed" when the upload is refused, and does not change the avatar', async () => {
    const calls = avatarCalls({ uploadFails: true });
    renderApp('/pages/userinfo', { token: 'tok' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Upload avatar' });
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Upload avatar' }));
    expect(await screen.findByText('Upload failed')).toBeVisible();
    expect(screen.getByText('The file may not be greater than 10240 kilobytes.')).toBeVisible();
    expect(calls.some((call) => call.path === 'updateavatar')).toBe(false);
  });

  it('says "Avatar update failed" when the avatar cannot be set', async () => {
    avatarCalls({ updateFails: true });
    renderApp('/pages/userinfo', { token: 'tok' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Upload avatar' });
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Upload avatar' }));
    expect(await screen.findByText('Avatar update failed')).toBeVisible();
    expect(screen.getByText('Avatar locked')).toBeVisible();
  });
});

describe('personal information: nickname', () => {
  it('checks 2-10 letters of any script or digits, single spaces between words, before sending', async () => {
    let sent = 0;
    server.use(
      getUpdateNicknameMockHandler(() => {
        sent += 1;
        return { status: 200, message: 'ok' };
      }),
    );
    renderApp('/pages/userinfo', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Nickname' });
    const save = screen.getByRole('button', { name: 'Save nickname' });
    await user.clear(input);
    await user.type(input, 'A');
    await user.click(save);
    expect(await screen.findByText('The nickname must be 2-10 characters')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'Minh Anh!');
    await user.click(save);
    expect(await screen.findByText('Use letters and digits, with single spaces between words')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'Minh  Anh');
    await user.click(save);
    expect(await screen.findByText('Use letters and digits, with single spaces between words')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'abcdefghijk');
    await user.click(save);
    expect(await screen.findByText('The nickname must be 2-10 characters')).toBeVisible();
    expect(sent).toBe(0);
  });

  it('accepts the provider’s own "Minh Anh" and Vietnamese names', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/updatenickname', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Nickname updated' });
      }),
    );
    renderApp('/pages/userinfo', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Nickname' });
    await user.clear(input);
    await user.type(input, 'Nguyễn Vy');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Nickname updated', {}, { timeout: 8000 })).toBeVisible();
    expect(bodies).toEqual([{ nickname: 'Nguyễn Vy' }]);
  });

  it('sends the trimmed nickname and confirms', async () => {
    let body: unknown;
    server.use(
      http.post('*/updatenickname', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 200, message: 'Nickname updated' });
      }),
    );
    renderApp('/pages/userinfo', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Nickname' });
    await user.clear(input);
    await user.type(input, '  交易员Minh7 ');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Nickname updated', {}, { timeout: 8000 })).toBeVisible();
    expect(body).toEqual({ nickname: '交易员Minh7' });
  });

  it('says "Nickname update failed" and keeps what was typed', async () => {
    server.use(getUpdateNicknameMockHandler({ status: 403, message: 'Nickname taken' } as never));
    renderApp('/pages/userinfo', { token: 'tok' });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Nickname' });
    await user.clear(input);
    await user.type(input, 'Trader7');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Nickname update failed', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText('Nickname taken')).toBeVisible();
    expect(input).toHaveValue('Trader7');
  });

  it('says "Failed to fetch user information" when /userdetail fails', async () => {
    server.use(http.get('*/userdetail', () => HttpResponse.json({ status: 500, message: 'Database busy' })));
    renderApp('/pages/userinfo', { token: 'tok' });
    expect(await screen.findByText('Failed to fetch user information')).toBeVisible();
  });

  it('links to the password screens and says whether a withdrawal password is set', async () => {
    avatarCalls();
    renderApp('/pages/userinfo', { token: 'tok' });
    expect(await screen.findByRole('link', { name: /Withdrawal password\s*Not set/ })).toHaveAttribute(
      'href',
      '#/pages/user/setPayPassword?from=/pages/userinfo',
    );
    expect(screen.getByRole('link', { name: 'Login password' })).toHaveAttribute('href', '#/pages/setting/secure');
  });
});
