import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { MarketSocket } from './market-socket';

/** The rules checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA (colour contrast among them). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Runs axe-core on what the page shows now and returns one readable entry per violated rule
 * (rule, impact, axe's help, then each element and axe's summary of it), or none. `exclude` skips
 * parts the caller does not own, `include` checks only the parts named (CSS selectors).
 */
export const axeViolations = async (
  page: Page,
  { exclude = [], include = [] }: { exclude?: string[]; include?: string[] } = {},
): Promise<string[]> => {
  // axe.run() in the page itself: the app has no frames, and the default (a partial run per frame,
  // finished in a new blank page with axe injected again) took twice as long per check
  let builder = new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]).setLegacyMode();
  for (const selector of include) builder = builder.include(selector);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}, ${violation.nodes.length} node${violation.nodes.length === 1 ? '' : 's'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `  ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`)
        .join('\n'),
  );
};

/** Fails with the readable list of `axeViolations` unless nothing violates the WCAG A/AA rules. */
export const expectNoAxeViolations = async (page: Page, options: { exclude?: string[] } = {}): Promise<void> => {
  const report = await axeViolations(page, options);
  expect(report, report.join('\n')).toEqual([]);
};

/** Opens the app in a theme (the persisted preference, set before the app starts). */
export const useTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((name) => {
    const state = JSON.parse(localStorage.getItem('app-state') ?? '{"state":{},"version":1}') as {
      state: Record<string, unknown>;
    };
    state.state.theme = name;
    localStorage.setItem('app-state', JSON.stringify(state));
  }, theme);

/**
 * What is hardest to read on the trading screens: BTC up 6.67 %, ETH down 12.50 %, XRP stale (its
 * last price 2.5000, then the market closes), and an order book. The socket must be open.
 */
export const setQuotes = (socket: MarketSocket) => {
  socket.day({
    btcusdt: { open: '90000.00', high: '97000.00', low: '89000.00', volume: '1200.5' },
    ethusdt: { open: '4000.00', high: '4100.00', low: '3400.00', volume: '9000.25' },
    xrpusdt: { open: '2.4000', high: '2.6000', low: '2.3000', volume: '150000' },
  });
  socket.price('btcusdt', 96000);
  socket.price('ethusdt', 3500);
  socket.price('xrpusdt', 2.5);
  socket.price('xrpusdt', 0);
  socket.depth('btcusdt', 96000, 5);
  socket.depth('ethusdt', 3500, 0.5);
};
