import { devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * The browser every test drives: Debian's Chromium headless shell (`apt-get install
 * chromium-headless-shell`), the build Playwright itself runs headless tests in. It draws no browser
 * window around the page, and a test costs about a third less CPU than in full Chromium's headless
 * mode. `CHROME_PATH` names another (the benchmarks run full Chromium, as a phone's browser is).
 */
export const TEST_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** Without the background-networking flags Chromium keeps calling out to a network that is closed. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The phone the browser tests open the app on: a Pixel 7, in the headless shell. */
export const phone: PlaywrightTestConfig['use'] = {
  ...devices['Pixel 7'],
  browserName: 'chromium',
  launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
};
