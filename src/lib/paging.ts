/**
 * Paging over the provider's list wrappers ({list,total}, {list,count}, {data,count}, bare arrays):
 * the next page number while fewer rows are loaded than the total, never past an empty page.
 */
export const PAGE_SIZE = 10;

export const nextPageParam = <Page>(
  pages: readonly Page[],
  rowsOf: (page: Page) => readonly unknown[],
  totalOf: (page: Page) => number | string | null | undefined,
): number | undefined => {
  const last = pages[pages.length - 1];
  if (last === undefined || rowsOf(last).length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + rowsOf(page).length, 0);
  const total = Number(totalOf(last));
  if (Number.isFinite(total)) return loaded < total ? pages.length + 1 : undefined;
  // No total (a bare array): keep going while pages come back full.
  return rowsOf(last).length >= PAGE_SIZE ? pages.length + 1 : undefined;
};

/** How often open positions and pending orders are read again (the provider fills, triggers and liquidates on its own). */
export const POSITIONS_REFRESH_MS = 5_000;
