import type { Page } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';

/**
 * Server HTML (messages, announcements, articles, the welfare centre, loan and staking descriptions)
 * is sanitised: a corpus of XSS payloads, served as each of those answers, executes nothing in a
 * real browser — the `window.__xss` flag stays unset and no dialog opens.
 */
const MARKER = 'SAFE-MARKER-TEXT';
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<img src="x" onerror="alert(1)">',
  '<svg onload="window.__xss=2"></svg>',
  '<svg><script>window.__xss=3</script></svg>',
  '<script>window.__xss=4</script>',
  '<a href="javascript:window.__xss=5">link one</a>',
  '<a href="  JaVaScRiPt:window.__xss=6">link two</a>',
  '<a href="java&#x09;script:window.__xss=7">link three</a>',
  '<iframe src="javascript:parent.__xss=8"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss=9&lt;/script&gt;"></iframe>',
  '<details open ontoggle="window.__xss=10"><summary>s</summary></details>',
  '<body onload="window.__xss=11">',
  '<form><button formaction="javascript:window.__xss=12">go</button></form>',
  '<object data="javascript:window.__xss=13"></object>',
  '<embed src="javascript:window.__xss=14">',
  '<input autofocus onfocus="window.__xss=15">',
  '<video><source onerror="window.__xss=16"></video>',
  '<div style="background:url(javascript:window.__xss=17)">styled</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=18">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=19>">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=20">',
  '<marquee onstart="window.__xss=21">m</marquee>',
  '<a href="data:text/html,<script>window.__xss=22</script>">data link</a>',
];
const HTML = `<p>${MARKER}</p>${PAYLOADS.join('')}`;

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

const expectNothingRan = async (page: Page, content: ReturnType<Page['getByTestId']>) => {
  await expect(content).toContainText(MARKER, { timeout: 15_000 });
  // Tap every link that survived, then give any handler time to fire.
  for (const link of await content.locator('a').all()) await link.click({ force: true }).catch(() => undefined);
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  const html = await content.innerHTML();
  expect(html).not.toMatch(/\son\w+=|<script|<iframe|<object|<embed|javascript:|<form|<style/i);
};

test.describe('server HTML is sanitised in a real browser', () => {
  // The sanitiser alone is under test here: the Content-Security-Policy (a second line of defence,
  // tests/e2e/security.spec.ts) would otherwise stop the payloads, and the detector, by itself.
  test.use({ bypassCSP: true });
  let dialogs = 0;
  test.beforeEach(async ({ page, guard }) => {
    dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    // The payloads point images at a missing file on purpose (to trigger onerror).
    guard.allowConsole.push(/status of 404/);
    await seed(page, { token: 'demo-token' });
  });
  test.afterEach(() => expect(dialogs).toBe(0));

  test('control: the detector sees a payload that is NOT sanitised', async ({ page }) => {
    await open(page, '/pages/find');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML = '<img src=x onerror="window.__xss=1">';
      document.body.append(box);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(1);
  });

  test('a system message', async ({ page }) => {
    await page.route('**/api/wallet/messagecontent*', (route) =>
      route.fulfill(
        json({ status: 200, result: { data: { title: 'Payload', content: HTML, send_time: '2026-11-21 14:02:11' } } }),
      ),
    );
    await open(page, '/pages/message/detail?id=1&type=1');
    await expectNothingRan(page, page.getByTestId('article-content'));
  });

  test('an announcement', async ({ page }) => {
    await page.route('**/api/announcementbyid*', (route) =>
      route.fulfill(
        json({
          status: 200,
          result: { data: { title: 'Payload', content: HTML, create_time: '2026-11-21 14:02:11' } },
        }),
      ),
    );
    await open(page, '/pages/message/detail?id=1&type=2');
    await expectNothingRan(page, page.getByTestId('article-content'));
  });

  test('an agreement article', async ({ page }) => {
    await page.route('**/api/register/agreement*', (route) =>
      route.fulfill(json({ status: 200, result: { data: { title: 'Payload', content: HTML } } })),
    );
    await open(page, '/pages/message/detail?id=4&type=3');
    await expectNothingRan(page, page.getByTestId('article-content'));
  });

  test('the welfare centre', async ({ page }) => {
    await page.route('**/api/wealth-admin/find/html', (route) => route.fulfill(json({ code: 200, data: HTML })));
    await open(page, '/pages/find');
    await expectNothingRan(page, page.getByTestId('welfare-content'));
  });

  test('a loan description', async ({ page }) => {
    await page.route('**/api/loaninfo', (route) =>
      route.fulfill(
        json({
          status: 200,
          result: {
            user_loanall: 50000,
            user_alreadyloan: 0,
            loan_terms: [
              {
                id: 1,
                label: '7-day loan',
                min_amount: '1000',
                max_amount: '20000',
                daily_interest_rate: '0.001',
                days: 7,
                content: HTML,
              },
            ],
          },
        }),
      ),
    );
    await open(page, '/pages/trade/loan');
    await expectNothingRan(page, page.getByTestId('loan-description'));
  });

  test('a staking description', async ({ page }) => {
    await page.route('**/api/stakingdetail*', (route) =>
      route.fulfill(
        json({
          status: 200,
          result: {
            data: {
              id: 3,
              name: 'ETH Flexible Mining',
              interest: '1.2',
              min_amount: '500',
              max_amount: '50000',
              day: 30,
              type: 1,
              description: HTML,
            },
          },
        }),
      ),
    );
    await open(page, '/pages/trade/stakingdetails?id=3');
    await expectNothingRan(page, page.getByTestId('staking-description'));
  });
});
