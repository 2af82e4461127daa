import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The rules checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA (colour contrast among them). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Runs axe-core on what the page shows now and returns one readable entry per violated rule
 * (rule, impact, axe's help, then each element and axe's summary of it), or none. `exclude` skips
 * parts the caller does not own (CSS selectors).
 */
export const axeViolations = async (page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> => {
  let builder = new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}, ${violation.nodes.length} node${violation.nodes.length === 1 ? '' : 's'}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`).join('\n'),
  );
};

/** Fails with the readable list of `axeViolations` unless nothing violates the WCAG A/AA rules. */
export const expectNoAxeViolations = async (page: Page, options: { exclude?: string[] } = {}): Promise<void> => {
  const report = await axeViolations(page, options);
  expect(report, report.join('\n')).toEqual([]);
};
