import type { Page } from '@playwright/test';
import { expect, open, seed, test } from './fixtures';
import { routeMarketSocket } from './market-socket';
import { holdAnswers } from './held-answers';

interface Shift {
  value: number;
  sources: { node: string; before: { y: number; height: number }; after: { y: number; height: number } }[];
}

/**
 * Every layout shift the browser reports from the start (an element that moved by itself: the row
 * a thumb is about to tap jumps away), with where each moved element was and went.
 */
const recordShifts = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => ({
            node: source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
            before: { y: Math.round(source.previousRect.y), height: Math.round(source.previousRect.height) },
            after: { y: Math.round(source.currentRect.y), height: Math.round(source.currentRect.height) },
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

test.describe('layout stability', () => {
  test('the market list: its rows keep their height as they are first drawn, nothing below them moves', async ({
    page,
  }) => {
    await recordShifts(page);
    await seed(page, { token: 'demo-token' });
    await open(page, '/pages/home/market');
    await expect(page.getByTestId('instrument-row')).toHaveCount(24);
    await expect(
      page.locator('[data-testid="instrument-row"][data-code="btcusdt"]').getByTestId('live-price'),
    ).toHaveAttribute('data-status', '1');
    // the banner for a slow connection has a grace period: wait it out too
    await page.waitForTimeout(2_000);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    // A price cell widening as its first price arrives moves sideways by a few pixels; what must not
    // happen is anything moving up or down (rows changing height moved the list by 0.1 CLS).
    const vertical = shifts.filter((shift) =>
      shift.sources.some(({ before, after }) => before.y !== after.y || before.height !== after.height),
    );
    expect(vertical).toEqual([]);
  });

  test('the market list: the banner saying live prices are on their way moves nothing below it', async ({ page }) => {
    await recordShifts(page);
    // the feed never answers: the page runs it itself (Playwright cannot route a worker's socket)
    await page.addInitScript(() => Object.defineProperty(window, 'Worker', { configurable: true, value: undefined }));
    await page.routeWebSocket(/\/ws$/, (socket) => void socket.close());
    await seed(page, { token: 'demo-token' });
    await open(page, '/pages/home/market');
    await expect(page.getByTestId('instrument-row')).toHaveCount(24);
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toBeVisible();
    await expect(banner).not.toHaveAttribute('data-status', 'paused');
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    expect(shifts.filter((shift) => shift.sources.some(({ before, after }) => before.y !== after.y))).toEqual([]);
  });

  test('the home tab: the balance arriving late takes exactly the place its skeleton kept', async ({ page }) => {
    await seed(page, { token: 'demo-token' });
    // the balance is held back until its skeleton is on screen, then arrives
    const release = await holdAnswers(page, '**/api/userdetail*');
    await open(page, '/');
    const skeleton = await page.getByTestId('home-balance-loading').boundingBox();
    const banners = page.getByTestId('banners');
    await expect(banners).toBeVisible();
    const bannersBefore = await banners.boundingBox();
    release();
    const card = page.getByTestId('home-balance');
    await expect(page.getByTestId('home-balance-total')).toBeVisible();
    expect(skeleton).not.toBeNull();
    expect(await card.boundingBox()).toEqual(skeleton);
    // what follows the card has not moved
    expect(await banners.boundingBox()).toEqual(bannersBefore);
  });

  test('the home tab: the markets arriving late take exactly the place their loading layout kept', async ({ page }) => {
    await seed(page, { token: 'demo-token' });
    // the instruments are held back until the overview's loading layout is on screen, then arrive
    const release = await holdAnswers(page, '**/api/tradesymbol*');
    await open(page, '/');
    const loading = page.getByTestId('market-overview-loading');
    await expect(loading).toBeVisible();
    const kept = await loading.boundingBox();
    const siteData = page.getByTestId('site-data');
    await expect(siteData).toBeVisible();
    const siteDataBefore = await siteData.boundingBox();
    release();
    await expect(page.getByTestId('market-row')).toHaveCount(6);
    await expect(loading).toHaveCount(0);
    const drawn = await page.getByTestId('ticker-strip').locator('..').boundingBox();
    expect(kept).not.toBeNull();
    expect(drawn?.height).toBeCloseTo(kept?.height ?? 0, 0);
    // what follows the overview has not moved
    expect(await siteData.boundingBox()).toEqual(siteDataBefore);
  });

  test('the trade screen: its header keeps its height when the first price arrives', async ({ page }) => {
    await seed(page, { token: 'demo-token' });
    const socket = await routeMarketSocket(page, { live: false });
    await open(page, '/pages/trade?symbol=btcusdt');
    const header = page.getByTestId('price-header');
    await expect(header.getByTestId('stale-badge')).toBeVisible();
    await socket.ready;
    const before = await header.boundingBox();
    socket.day({ btcusdt: { open: '100000', high: '104000', low: '99000', volume: '1000' } });
    socket.price('btcusdt', 103500);
    await expect(header.getByTestId('live-price')).toHaveAttribute('data-status', '1');
    await expect(header.getByTestId('day-high')).toHaveText('104,000.00');
    expect(await header.boundingBox()).toEqual(before);
  });

  test('the assets tab: the balance and the display currencies arriving late take the place kept for them', async ({
    page,
  }) => {
    await seed(page, { token: 'demo-token' });
    // the balance and the currencies are held back until the card's skeleton is on screen, then arrive
    const release = await holdAnswers(page, '**/api/userdetail*', '**/api/exchangecurrency*');
    await open(page, '/pages/home/assets');
    const skeleton = await page.getByTestId('assets-balance-loading').boundingBox();
    const actions = page.getByRole('link', { name: 'Deposit' });
    await expect(actions).toBeVisible();
    const actionsBefore = await actions.boundingBox();
    release();
    await expect(page.getByTestId('assets-total-fiat')).toBeVisible();
    expect(skeleton).not.toBeNull();
    expect(await page.getByTestId('balance-card').boundingBox()).toEqual(skeleton);
    // what follows the card has not moved
    expect(await actions.boundingBox()).toEqual(actionsBefore);
  });

  test('the "me" tab: the member card arriving late takes the place its skeleton kept', async ({ page }) => {
    await seed(page, { token: 'demo-token' });
    // the user is held back until the card's skeleton is on screen, then arrives
    const release = await holdAnswers(page, '**/api/userdetail*');
    await open(page, '/pages/home/cme');
    const skeleton = await page.getByTestId('profile-card-loading').boundingBox();
    // the member's links and the settings are drawn with the skeleton, not after a fallback
    const settings = page.getByTestId('settings-language');
    await expect(settings).toBeVisible();
    const settingsBefore = await settings.boundingBox();
    release();
    await expect(page.getByTestId('profile-balance')).toBeVisible();
    expect(skeleton).not.toBeNull();
    expect(await page.getByTestId('profile-card').boundingBox()).toEqual(skeleton);
    expect(await settings.boundingBox()).toEqual(settingsBefore);
  });

  test('the VIP screen: the levels arriving late take the place their loading layout kept', async ({ page }) => {
    await seed(page, { token: 'demo-token' });
    // the levels and the rules are held back until their loading layout is on screen, then arrive
    const release = await holdAnswers(page, '**/api/viplevelinfo*');
    await open(page, '/pages/user/vip');
    await expect(page.getByTestId('vip-credit')).toHaveText('100');
    // the rules' card is the screen's last: its own height is the rules', its place is kept above it
    const rulesCard = page.getByTestId('vip-card').locator('xpath=following-sibling::*[last()]');
    const rulesBefore = await rulesCard.boundingBox();
    const levelsLoading = page.getByTestId('vip-levels-loading');
    const keptLevels = (await levelsLoading.count()) > 0 ? await levelsLoading.boundingBox() : null;
    const progressLoading = page.getByTestId('vip-progress-loading');
    const keptProgress = (await progressLoading.count()) > 0 ? await progressLoading.boundingBox() : null;
    release();
    await expect(page.getByTestId('vip-rules')).toContainText('888,888');
    await expect(page.getByTestId('vip-levels')).toBeVisible();
    expect((await rulesCard.boundingBox())?.y).toBe(rulesBefore?.y);
    await expect(levelsLoading).toHaveCount(0);
    expect(keptLevels).not.toBeNull();
    expect(await page.getByTestId('vip-levels').locator('..').boundingBox()).toEqual(keptLevels);
    expect(await page.getByTestId('vip-progress').boundingBox()).toEqual(keptProgress);
  });

  test('the team screen: the totals arriving late take the place their skeletons kept', async ({ page }) => {
    await seed(page, { token: 'demo-token' });
    // the team's summary is held back until its skeletons are on screen, then arrives
    const release = await holdAnswers(page, '**/api/team*');
    await open(page, '/pages/user/team');
    const invite = page.getByRole('link', { name: 'Invite', exact: true });
    await expect(invite).toBeVisible();
    const inviteBefore = await invite.boundingBox();
    const summaryLoading = page.getByTestId('team-summary-loading');
    const keptSummary = (await summaryLoading.count()) > 0 ? await summaryLoading.boundingBox() : null;
    const levelLoading = page.getByTestId('team-level-1-loading');
    const keptLevel = (await levelLoading.count()) > 0 ? await levelLoading.boundingBox() : null;
    release();
    await expect(page.getByTestId('team-size')).toHaveText('46');
    await expect(page.getByTestId('team-level-1')).toBeVisible();
    // what follows the totals has not moved
    expect(await invite.boundingBox()).toEqual(inviteBefore);
    expect(keptSummary).not.toBeNull();
    expect(await page.getByTestId('team-summary').boundingBox()).toEqual(keptSummary);
    expect(await page.getByTestId('team-level-1').boundingBox()).toEqual(keptLevel);
  });

  test('before any script of the app has loaded, the page already shows the brand, in the saved theme', async ({
    page,
    guard,
  }) => {
    guard.allowConsole.push(/Failed to load resource: net::ERR_FAILED .*\/assets\//);
    await page.addInitScript(() =>
      localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en', theme: 'dark' }, version: 1 })),
    );
    // the app's code never arrives: what shows is the HTML alone (and the theme set before the first paint)
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await open(page, '/');
    await expect(page.locator('#root')).toHaveText('Tradex');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 17, 17)');
  });
});
