import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetUserDetailMockHandler } from '../../api/generated/endpoints/profile/profile.msw';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

// These tests type and upload like a user; the shared test machine can be slow.

const LONG = { timeout: 15_000 };
const withKyc = (realauth_status: 0 | 1 | 2 | 3, certification_status: 0 | 1 | 2 | 3) =>
  server.use(
    getGetUserDetailMockHandler({
      status: 200,
      result: { id: 1, username: '0901234567', realauth_status, certification_status },
    }),
  );
const captureVerify = () => {
  const sent: { type: string; body: unknown }[] = [];
  server.use(
    http.post('*/authverify/:type', async ({ request, params }) => {
      sent.push({ type: String(params.type), body: await request.json() });
      return HttpResponse.json({ status: 200, message: 'Submitted successfully, please wait for review' });
    }),
  );
  return sent;
};

describe('identity verification overview', () => {
  it('shows both levels; advanced is locked until real-name verification is approved', async () => {
    withKyc(0, 0);
    renderApp('/pages/user/auth', { token: 'tok' });
    const basic = await screen.findByTestId('kyc-basic');
    expect(within(basic).getByText('Not verified')).toBeVisible();
    expect(within(basic).getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '#/pages/auth/authstepone');
    const advanced = screen.getByTestId('kyc-advanced');
    expect(within(advanced).getByText('Complete real-name verification first.')).toBeVisible();
    expect(within(advanced).getByRole('button', { name: 'Verify now' })).toBeDisabled();
    expect(within(advanced).queryByRole('link')).toBeNull();
  });

  it('shows "under review" with the review time, and resubmission after a rejection', async () => {
    withKyc(1, 2);
    renderApp('/pages/user/auth', { token: 'tok' });
    const basic = await screen.findByTestId('kyc-basic');
    expect(within(basic).getByText('Verified')).toBeVisible();
    expect(within(basic).queryByRole('link')).toBeNull();
    const advanced = screen.getByTestId('kyc-advanced');
    expect(within(advanced).getByText('Rejected')).toBeVisible();
    expect(within(advanced).getByRole('link', { name: 'Submit again' })).toHaveAttribute(
      'href',
      '#/pages/auth/authstepsecond',
    );
  });

  it("shows the provider's reason for a rejection on the overview and above the form sent again", async () => {
    const reason = 'The ID number does not match the document. Please check it and submit again.';
    server.use(
      getGetUserDetailMockHandler({
        status: 200,
        result: {
          id: 1,
          username: '0901234567',
          realauth_status: 1,
          certification_status: 2,
          certification_remark: reason,
        },
      }),
    );
    renderApp('/pages/user/auth', { token: 'tok' });
    const advanced = await screen.findByTestId('kyc-advanced');
    expect(within(advanced).getByTestId('kyc-advanced-rejection')).toHaveTextContent(`Reason: ${reason}`);
    await userEvent.setup().click(within(advanced).getByRole('link', { name: 'Submit again' }));
    expect(await screen.findByTestId('kyc-rejection', {}, LONG)).toHaveTextContent(`Reason: ${reason}`);
    expect(screen.getByRole('form', { name: 'Advanced verification' })).toBeVisible();
  });

  it('says review takes 1-2 business days while pending', async () => {
    withKyc(3, 0);
    renderApp('/pages/user/auth', { token: 'tok' });
    const basic = await screen.findByTestId('kyc-basic');
    expect(within(basic).getByText('Under review')).toBeVisible();
    expect(within(basic).getByText('Review takes 1-2 business days.')).toBeVisible();
  });
});

describe('real-name verification', () => {
  it('sends the phone number to /authverify/1 and returns to the overview', async () => {
    withKyc(0, 0);
    const sent = captureVerify();
    const { router } = renderApp('/pages/auth/authstepone', { token: 'tok' });
    const phone = await screen.findByLabelText(/^Phone number/);
    expect(phone).toHaveValue('0901234567');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth'), LONG);
    expect(sent).toEqual([{ type: '1', body: { phone: '0901234567' } }]);
  });

  it('shows the state instead of the form while under review', async () => {
    withKyc(3, 0);
    renderApp('/pages/auth/authstepone', { token: 'tok' });
    expect(await screen.findByTestId('kyc-state-note')).toHaveTextContent('Review takes 1-2 business days.');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});

describe('advanced verification', () => {
  it('asks for real-name verification first and leads there', async () => {
    withKyc(2, 0);
    const sent = captureVerify();
    renderApp('/pages/auth/authstepsecond', { token: 'tok' });
    const gate = await screen.findByTestId('kyc-needs-basic');
    expect(within(gate).getByRole('link', { name: 'Go to real-name verification' })).toHaveAttribute(
      'href',
      '#/pages/auth/authstepone',
    );
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('requires every field and both photos', async () => {
    withKyc(1, 0);
    const sent = captureVerify();
    renderApp('/pages/auth/authstepsecond', { token: 'tok' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Enter your full name')).toBeVisible();
    expect(screen.getByText('Enter the document number')).toBeVisible();
    expect(screen.getByText('Upload the front of the document')).toBeVisible();
    expect(screen.getByText('Upload the back of the document')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('uploads both sides with a preview and sends the document with their paths to /authverify/2', async () => {
    withKyc(1, 0);
    const sent = captureVerify();
    let uploads = 0;
    server.use(
      http.post('*/uploadfile', () => {
        uploads += 1;
        return HttpResponse.json({
          status: 200,
          message: 'Upload successful',
          data: { image: `/uploads/files/side-${uploads}.png` },
        });
      }),
    );
    const { router } = renderApp('/pages/auth/authstepsecond', { token: 'tok' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: 'Passport' }));
    await u.type(screen.getByLabelText(/^Full name/), 'Nguyen Minh Anh');
    await u.type(screen.getByLabelText(/^Document number/), 'B1234567');
    const input = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"] input[type="file"]`)!;
    await u.upload(input('kyc-front'), new File([new Uint8Array(64)], 'front.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Front side' })).toBeVisible();
    await waitFor(() => expect(uploads).toBe(1));
    await u.upload(input('kyc-back'), new File([new Uint8Array(64)], 'back.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Back side' })).toBeVisible();
    await waitFor(() => expect(uploads).toBe(2));
    await u.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/auth'), LONG);
    expect(sent).toEqual([
      {
        type: '2',
        body: {
          type: '2',
          fullname: 'Nguyen Minh Anh',
          cardid: 'B1234567',
          front_img: '/uploads/files/side-1.png',
          back_img: '/uploads/files/side-2.png',
        },
      },
    ]);
  });

  it('says "Upload failed" when a photo cannot be uploaded', async () => {
    withKyc(1, 0);
    server.use(
      http.post('*/uploadfile', () =>
        HttpResponse.json({ status: 400, message: 'The given data was invalid.', result: { file: ['Not an image'] } }),
      ),
    );
    renderApp('/pages/auth/authstepsecond', { token: 'tok' });
    const u = userEvent.setup();
    await screen.findByRole('button', { name: 'Submit for review' });
    await u.upload(
      document.querySelector<HTMLInputElement>('[data-testid="kyc-front"] input[type="file"]')!,
      new File([new Uint8Array(8)], 'f.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Upload failed', {}, LONG)).toBeVisible();
  });
});
