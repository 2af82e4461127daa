import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The rules checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA (colour contrast among them). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Runs axe-core on what the page shows now and fails with a readable list (rule, impact, the
 * elements and axe's summary of each) unless nothing violates the WCAG A/AA rules. `exclude`
 * skips parts the test does not own (CSS selectors).
 */
export const expectNoAxeViolations = async (page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<void> => {
  let builder = new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`).join('\n'),
  );
  expect(report, report.join('\n')).toEqual([]);
};
