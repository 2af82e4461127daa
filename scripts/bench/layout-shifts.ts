/**
 * How much each screen moves by itself while it loads: every route of the app's table of addresses
 * (src/lib/route-paths.ts) opened cold, signed in, on the built app with real answers behind it
 * (static Prism on the contract's examples and the tick generator, see preview-app.ts), in Chromium
 * at a phone's size with the CPU slowed (× 4 by default), and the layout shifts the browser reports
 * in the first seconds summed (Cumulative Layout Shift: under 0.1 is "good", over 0.25 "poor"; here
 * anything above 0.005 is listed). For each route over it, the largest shifts and the elements they
 * moved (test id or tag, and y and height before → after) say what to look at. A screen whose
 * loading state keeps the place of what it loads shows 0.
 *
 *   npm run bench:layout [-- --no-build --routes /pages/wallet,/ --loads 2 --wait 5000 --cpu 4 --ports 4310 --visitor]
 *
 * `--loads N` opens each route N times (the largest sum is printed); `--visitor` opens them without
 * a token (members-only routes then show the "me" tab). Exits 1 when a route is over 0.1.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { startPreviewApp } from './preview-app.ts';
import { loadText, machineLoad } from './processes.ts';

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    loads: { type: 'string', default: '2' },
    wait: { type: 'string', default: '5000' },
    cpu: { type: 'string', default: '4' },
    ports: { type: 'string', default: '4310' },
    dist: { type: 'string', default: 'dist' },
    'no-build': { type: 'boolean', default: false },
    visitor: { type: 'boolean', default: false },
  },
});
const LISTED = 0.005;
const POOR = 0.1;

interface Shift {
  at: number;
  value: number;
  moved: string[];
}

/** Every path of the app's table of addresses, read from its source as the browser tests read it. */
const routePaths = (): string[] => {
  const table = readFileSync('src/lib/route-paths.ts', 'utf8');
  return [...new Set([...table.matchAll(/\broute\('(\/[^']*)'/g)].map((match) => match[1] ?? ''))];
};

/** The routes to open: a route with a parameter (`:id`) is left out, it needs a record to show. */
const routes = (values.routes?.split(',') ?? routePaths()).filter((route) => route !== '' && !route.includes(':'));

const load = async (browser: Browser, base: string, route: string): Promise<Shift[]> => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript({
    content: `localStorage.setItem('app-state', JSON.stringify({ state: { language: 'en' }, version: 1 }));${
      values.visitor ? '' : "localStorage.setItem('token', 'bench-token');"
    }`,
  });
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          moved: (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
            const name = node instanceof Element ? (node.getAttribute('data-testid') ?? node.tagName) : '?';
            return `${name} y ${Math.round(a.y)} → ${Math.round(b.y)}, h ${Math.round(a.height)} → ${Math.round(b.height)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await page.goto(`${base}/#${route}`);
  await page.waitForTimeout(Number(values.wait));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  await context.close();
  return shifts;
};

const dist = values.dist ?? 'dist';
if (!values['no-build']) {
  console.log(`building ${dist}/…`);
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
}
const startLoad = machineLoad();
const app = await startPreviewApp({ portBase: Number(values.ports), outDir: dist });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const over: { route: string; sum: number }[] = [];
try {
  console.log(
    `layout shift in the first ${values.wait} ms, CPU × ${values.cpu}, ${values.visitor ? 'a visitor' : 'signed in'}, largest of ${values.loads} loads`,
  );
  for (const route of routes) {
    let worst: Shift[] = [];
    let worstSum = -1;
    for (let index = 0; index < Number(values.loads); index += 1) {
      const shifts = await load(browser, app.base, route);
      const sum = shifts.reduce((total, shift) => total + shift.value, 0);
      if (sum > worstSum) [worst, worstSum] = [shifts, sum];
    }
    console.log(`  ${worstSum.toFixed(4).padStart(7)}  ${route}`);
    if (worstSum <= LISTED) continue;
    over.push({ route, sum: worstSum });
    for (const shift of [...worst].sort((a, b) => b.value - a.value).slice(0, 3))
      console.log(`           ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.slice(0, 3).join('; ')}`);
  }
} finally {
  await browser.close();
  await app.close();
}
console.log(
  `\n${routes.length} routes; over ${LISTED}: ${over.length}; over ${POOR} (poor): ${over.filter((row) => row.sum > POOR).length}`,
);
console.log(`at the start: ${loadText(startLoad)}\nat the end: ${loadText(machineLoad())}`);
if (over.some((row) => row.sum > POOR)) process.exitCode = 1;
