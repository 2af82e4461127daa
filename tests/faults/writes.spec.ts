import type { Locator, Page, Request } from '@playwright/test';
import { loadApp } from './browse';
import { callOf, FAULTS, look, record } from './faults';
import { expect, test } from './lane';

/**
 * Writes under every fault: what was typed stays, the write goes out at most once (offline: not at
 * all, and not when the connection returns), and the screen never goes blank.
 */
type Kept = [field: Locator, value: string, before?: () => Promise<void>];

interface Form {
  route: string;
  call: string;
  signedIn: boolean;
  /**
   * Fills the form and sends it; `beforeSend` runs just before the final tap. Returns the fields
   * whose typed values must survive, with those values (and what to do before reading one).
   */
  send: (page: Page, beforeSend: () => Promise<void>) => Promise<Kept[]>;
}

const FORMS: Form[] = [
  {
    route: '/pages/login',
    call: 'POST /login',
    signedIn: false,
    send: async (page, beforeSend) => {
      const phone = page.getByLabel('Phone number');
      const password = page.getByLabel(/^Password/);
      await phone.fill('0901234567');
      await password.fill('Trade@2026');
      await beforeSend();
      await page.getByRole('button', { name: 'Sign in' }).click();
      return [
        [phone, '0901234567'],
        [password, 'Trade@2026'],
      ];
    },
  },
  {
    route: '/pages/withdraw',
    call: 'POST /withdrawbywallet',
    signedIn: true,
    send: async (page, beforeSend) => {
      const amount = page.getByRole('textbox', { name: /Amount \(USD\)/ });
      await amount.fill('250');
      await expect(page.getByTestId('withdraw-quote-received')).toContainText('250.00 USDT');
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const dialog = page.getByTestId('withdraw-confirm');
      const password = dialog.getByLabel(/Withdrawal password/);
      await password.fill('246801');
      await beforeSend();
      await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      return [
        [password, '246801'],
        // the amount is behind the confirmation: back out of it, as a user would, to read it
        [amount, '250', async () => ((await cancel.isVisible()) ? cancel.click() : undefined)],
      ];
    },
  },
];

for (const form of FORMS) {
  for (const fault of FAULTS) {
    test(`${form.call} on ${form.route} under ${fault}`, async ({ lane }) => {
      const { page, context } = lane;
      const problems: string[] = [];
      let sent = 0;
      const onError = (error: Error): void => void problems.push(`uncaught: ${error.message}`);
      const onRequest = (request: Request): void => {
        if (callOf(request) === form.call) sent += 1;
      };
      page.on('pageerror', onError);
      page.on('request', onRequest);
      // offline is the device's state (below); every other fault answers the form's call
      const session = lane.session(fault === 'offline' ? null : fault, (call) => call === form.call);
      // the worker's first test starts on a blank page: the origin is needed to say who signs in
      if (!page.url().startsWith('http')) await page.goto('/#/pages/no-such-screen');
      await page.evaluate(
        (visitor) =>
          visitor
            ? sessionStorage.setItem('fault-suite-visitor', '1')
            : sessionStorage.removeItem('fault-suite-visitor'),
        !form.signedIn,
      );
      await loadApp(page, form.route);

      // offline: the device loses its connection right before the tap
      const kept = await form.send(page, () => (fault === 'offline' ? context.setOffline(true) : Promise.resolve()));
      if (fault === 'offline') {
        await expect(page.getByText('You are offline. Nothing was sent.')).toBeVisible();
        await context.setOffline(false);
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
      }
      // past the 10 s time-out and any retry, without waiting for them
      await page.clock.fastForward(11_000);
      await page.clock.fastForward(60_000);
      await session.calm();

      for (const [field, value, before] of kept) {
        await before?.();
        // a 401 ends the session and leaves the form; everything else keeps the form on screen
        if (fault === '401' && !(await field.isVisible())) continue;
        const actual = await field.inputValue({ timeout: 2_000 }).catch(() => '(gone)');
        if (actual !== value) problems.push(`typed "${value}" became "${actual}"`);
      }
      if (sent > (fault === 'offline' ? 0 : 1)) problems.push(`${form.call} sent ${sent} times`);
      // the next screen may still be drawing (a 401 leaves the form for the "me" tab): up to 3 s
      let verdict = await look(page);
      await session.until(async () => !(verdict = await look(page)).blank && verdict.garbage === null, 3_000);
      if (verdict.blank) problems.push('blank screen');
      if (verdict.garbage) problems.push(`"${verdict.garbage}" on screen`);
      page.off('pageerror', onError);
      page.off('request', onRequest);
      record({ route: form.route, call: form.call, fault, ok: problems.length === 0, problems });
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
