import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetDepositListMockHandler,
  getGetDepositTypeMockHandler,
} from '../../api/generated/endpoints/deposit/deposit.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

const pickFile = (file: File) => fireEvent.change(screen.getByTestId('voucher-input'), { target: { files: [file] } });
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'voucher.png', { type: 'image/png' });

/** The first screen of a test loads its lazy route and locale; give it time on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

// Screens load lazily on a machine shared with other test runs: allow for a slow first render.

describe('deposit', () => {
  it('offers bank card and crypto to a signed-in user', async () => {
    renderApp('/pages/recharge/counter', { token: 'tok' });
    expect(await screen.findByTestId('deposit-method-bank', {}, FIRST_LOAD)).toHaveAttribute(
      'href',
      '#/pages/recharge/select?type=1',
    );
    expect(screen.getByTestId('deposit-method-crypto')).toHaveAttribute('href', '#/pages/recharge/select?type=2');
    expect(screen.queryByTestId('deposit-sign-in')).toBeNull();
  });

  it('tells a visitor to sign in to deposit, and signing in leads to the chosen channels', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pages/recharge/counter');
    expect(await screen.findByTestId('deposit-sign-in', {}, FIRST_LOAD)).toHaveTextContent(
      'Sign in to make a deposit.',
    );
    expect(screen.getByTestId('deposit-method-bank')).toHaveTextContent('Sign in first to see the channels');
    await user.click(screen.getByTestId('deposit-method-bank'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    await user.type(await screen.findByLabelText(/^Phone number/), '0901234567');
    await user.type(screen.getByLabelText(/^Password/), 'Trade@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/recharge/select?type=1'),
    );
  });

  it.each([
    '/pages/recharge',
    '/pages/recharge?id=0',
    '/pages/recharge?id=',
    '/pages/recharge?id=abc',
    '/pages/recharge?id=-2',
  ])('opened without a channel (%s) asks for none and shows the ways to deposit', async (path) => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/deposittype')) asked.push(request.url);
    });
    const { router } = renderApp(path, { token: 'tok' });
    expect(await screen.findByTestId('deposit-method-crypto', {}, FIRST_LOAD)).toBeVisible();
    expect(router.state.location.pathname).toBe('/pages/recharge/counter');
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });

  it('lists the channels of the chosen kind', async () => {
    let type: string | null = null;
    server.use(
      http.get('*/depositlist', ({ request }) => {
        type = new URL(request.url).searchParams.get('type');
        return HttpResponse.json({
          status: 200,
          result: [{ id: 11, icon: '/uploads/channels/usdt.svg', currency: 'USDT-TRC20' }],
        });
      }),
    );
    renderApp('/pages/recharge/select?type=2', { token: 'tok' });
    expect(await screen.findByTestId('deposit-channel', {}, FIRST_LOAD)).toHaveAttribute(
      'href',
      '#/pages/recharge?id=11',
    );
    expect(type).toBe('2');
  });

  it('with no channel says so and leads to customer service', async () => {
    server.use(getGetDepositListMockHandler({ status: 200, result: null }));
    renderApp('/pages/recharge/select?type=1', { token: 'tok' });
    const notice = await screen.findByTestId('no-channel', {}, FIRST_LOAD);
    expect(notice).toHaveTextContent('Unable to top up, please contact online customer service');
    expect(within(notice).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '#/pages/user/kefu',
    );
  });

  it('shows the address with its QR code, the rate and the converted amount', async () => {
    renderApp('/pages/recharge?id=11', { token: 'tok' });
    expect(await screen.findByTestId('deposit-address-text', {}, FIRST_LOAD)).toHaveTextContent(
      'TQn4Lk8vXb2YcR7wP3mZs9dF6hJ1gE5aT2',
    );
    // the code is an SVG named by its own title
    expect(screen.getByTitle('QR code of the deposit address').closest('svg')).toHaveTextContent(
      'QR code of the deposit address',
    );
    expect(screen.getByTestId('deposit-rate')).toHaveTextContent('1 USD = 1 USDT');
    await userEvent.setup().click(screen.getByRole('button', { name: '500' }));
    expect(screen.getByTestId('deposit-converted')).toHaveTextContent('≈ 500.00 USDT');
  });

  it('requires an amount above the minimum and a voucher', async () => {
    renderApp('/pages/recharge?id=11', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Submit deposit' }, FIRST_LOAD));
    expect(await screen.findByText('Enter an amount')).toBeVisible();
    expect(screen.getByText('Upload the transfer voucher')).toBeVisible();
    await u.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    expect(await screen.findByText('The minimum is 10.00')).toBeVisible();
    expect(screen.queryByTestId('deposit-confirm')).toBeNull();
  });

  it("uses the channel's own minimum and suggested amounts when the provider sends them", async () => {
    server.use(
      getGetDepositTypeMockHandler({
        status: 200,
        result: {
          id: 11,
          currency: 'USDT',
          cryptoprotocol: 'TRC20',
          address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK',
          rate: '1',
          min_amount: '50',
          recommend_amounts: ['250', '750'],
        },
      }),
    );
    renderApp('/pages/recharge?id=11', { token: 'tok' });
    const u = userEvent.setup();
    expect(await screen.findByText('At least 50.00 USD', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByRole('button', { name: /^250/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^5,000/ })).toBeNull();
    await u.type(screen.getByRole('textbox', { name: /Amount/ }), '20');
    expect(await screen.findByText('The minimum is 50.00')).toBeVisible();
  });

  it("refuses more than the channel's maximum, keeping what was typed", async () => {
    server.use(
      getGetDepositTypeMockHandler({
        status: 200,
        result: {
          id: 21,
          currency: 'VND',
          cryptoprotocol: 'Bank transfer (VND)',
          address: 'Techcombank 19036728451011',
          rate: '25350',
          max_amount: '20000',
        },
      }),
    );
    renderApp('/pages/recharge?id=21', { token: 'tok' });
    const u = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount/ }, FIRST_LOAD);
    await u.type(amount, '20000.01');
    expect(await screen.findByText('This channel accepts at most 20,000.00')).toBeVisible();
    expect(amount).toHaveValue('20000.01');
    await u.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.queryByTestId('deposit-confirm')).toBeNull();
    await u.clear(amount);
    await u.type(amount, '20000');
    await waitFor(() => expect(screen.queryByText('This channel accepts at most 20,000.00')).toBeNull());
    expect(screen.getByTestId('deposit-converted')).toHaveTextContent('507,000,000.00 VND');
  });

  it('rejects a voucher of the wrong type or over 5 MB with a clear message, and uploads nothing', async () => {
    let uploads = 0;
    server.use(
      http.post('*/uploadfile', () => ((uploads += 1), HttpResponse.json({ status: 200, data: { image: '/x.png' } }))),
    );
    renderApp('/pages/recharge?id=11', { token: 'tok' });
    await screen.findByTestId('voucher-input', {}, FIRST_LOAD);
    pickFile(new File(['%PDF'], 'voucher.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('This file type is not accepted. Choose a JPEG, PNG or WebP picture.'),
    ).toBeVisible();
    pickFile(png(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The picture is larger than 5 MB. Choose a smaller one.')).toBeVisible();
    expect(uploads).toBe(0);
  });

  it('uploads the voucher as multipart, confirms, and sends one deposit on a double tap', async () => {
    let uploaded: File | null = null;
    let contentType = '';
    const bodies: unknown[] = [];
    server.use(
      http.post('*/uploadfile', async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        uploaded = (await request.formData()).get('file') as File;
        return HttpResponse.json({
          status: 200,
          message: 'Upload successful',
          data: { image: '/uploads/files/voucher-1.png' },
        });
      }),
      http.post('*/deposit', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ status: 200, message: 'Deposit submitted, please wait for review' });
      }),
    );
    const { router } = renderApp('/pages/recharge?id=11', { token: 'tok' });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: /Amount/ }, FIRST_LOAD), '250.5');
    pickFile(png());
    expect(await screen.findByTestId('voucher-uploaded')).toBeVisible();
    expect(uploaded).not.toBeNull();
    expect(contentType).toMatch(/^multipart\/form-data/);
    expect(uploaded!.size).toBeGreaterThan(0);
    expect(await screen.findByRole('img', { name: 'Voucher preview' })).toBeVisible();

    await u.click(screen.getByRole('button', { name: 'Submit deposit' }));
    const dialog = await screen.findByTestId('deposit-confirm');
    expect(within(dialog).getByTestId('deposit-summary-amount')).toHaveTextContent('250.50 USD');
    const send = within(dialog).getByRole('button', { name: 'Submit deposit' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/record'), FIRST_LOAD);
    expect(bodies).toEqual([
      { id: 11, amount: '250.50', currency: 'USDT', cryptoprotocol: 'TRC20', tran_img: '/uploads/files/voucher-1.png' },
    ]);
  });

  it('submitted while the voucher is still uploading, says so (not that it is missing) and keeps what was typed', async () => {
    let finish = (): void => undefined;
    server.use(
      http.post('*/uploadfile', async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return HttpResponse.json({
          status: 200,
          message: 'Upload successful',
          data: { image: '/uploads/files/voucher-2.png' },
        });
      }),
    );
    renderApp('/pages/recharge?id=11', { token: 'tok' });
    const u = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount/ }, FIRST_LOAD);
    await u.type(amount, '250.5');
    pickFile(png());
    await screen.findByText('Uploading…');
    await u.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(
      await screen.findByText('The voucher is still uploading: submit once it shows “Voucher uploaded”.'),
    ).toBeVisible();
    expect(screen.queryByText('Upload the transfer voucher')).toBeNull();
    expect(screen.queryByTestId('deposit-confirm')).toBeNull();
    expect(amount).toHaveValue('250.5');

    finish();
    expect(await screen.findByTestId('voucher-uploaded')).toBeVisible();
    expect(screen.queryByText(/still uploading/)).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByTestId('deposit-confirm')).toBeVisible();
  });
});
