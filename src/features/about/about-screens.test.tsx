import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';
import { formatProviderTime } from '../../domain/provider-time';

/** A provider time as the screens show it: in the device's zone (decision 0035), in English. */
const shown = (text: string): string => formatProviderTime(text, 'en-US');

// These tests type and upload like a user; the shared test machine can be slow.

describe('about us', () => {
  it('shows article 2 of the agreement call, sanitised', async () => {
    let id: string | null = null;
    server.use(
      http.get('*/register/agreement', ({ request }) => {
        id = new URL(request.url).searchParams.get('id');
        return HttpResponse.json({
          status: 200,
          result: {
            data: {
              title: 'About us',
              content: '<p>Since 2019.</p><img src=x onerror="window.__about=1">',
              create_time: '2026-02-01 10:00:00',
            },
          },
        });
      }),
    );
    renderApp('/pages/user/aboutus', { token: 'tok' });
    expect(await screen.findByText('Since 2019.')).toBeVisible();
    expect(id).toBe('2');
    expect(screen.getByText(`Updated ${shown('2026-02-01 10:00:00')}`)).toBeVisible();
    expect(screen.getByTestId('about-us').querySelector('[onerror]')).toBeNull();
  });

  it('offers a retry when the article cannot be loaded', async () => {
    server.use(
      http.get('*/register/agreement', () => HttpResponse.json({ status: 403, message: 'Article unavailable' })),
    );
    renderApp('/pages/user/aboutus', { token: 'tok' });
    expect(await screen.findByText('Article unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('app download', () => {
  it('explains how to add the web app when the browser has no install prompt, and says the stores are not set', async () => {
    renderApp('/pages/appdownload', { token: 'tok' });
    expect(await screen.findByText(/iPhone and iPad/)).toBeVisible();
    expect(screen.getByTestId('no-stores')).toBeVisible();
  });

  it("keeps the browser's offer to install made while another screen was open", async () => {
    let prompted = 0;
    // the browser offers installation once, soon after the app starts: here before the screen exists
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        prompted += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
    // kept for the user's own tap: the browser's own mini bar is not shown
    expect(offer.defaultPrevented).toBe(true);
    renderApp('/pages/appdownload', { token: 'tok' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(prompted).toBe(1);
    // dismissed: the browser will not offer it again on this page, so the steps to add it show
    expect(await screen.findByText('iPhone and iPad: tap Share, then Add to Home Screen.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('installs the web app where the browser allows it', async () => {
    renderApp('/pages/appdownload', { token: 'tok' });
    await screen.findByTestId('install-card');
    let prompted = 0;
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: () => {
        prompted += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    const button = await screen.findByRole('button', { name: 'Install the app' });
    button.click();
    expect(await screen.findByText('The app is installed on this device')).toBeVisible();
    expect(prompted).toBe(1);
  });
});
