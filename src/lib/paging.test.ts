import { describe, expect, it } from 'vitest';
import { nextPageParam } from './paging';

type Page = { list: number[]; total?: number | string };
const rows = (page: Page) => page.list;
const total = (page: Page) => page.total;

describe('nextPageParam', () => {
  it('asks for the next page while fewer rows are loaded than the total', () => {
    expect(nextPageParam([{ list: Array(10).fill(0), total: 25 }], rows, total)).toBe(2);
    expect(
      nextPageParam(
        [
          { list: Array(10).fill(0), total: '25' },
          { list: Array(10).fill(0), total: 25 },
        ],
        rows,
        total,
      ),
    ).toBe(3);
    expect(
      nextPageParam(
        [
          { list: Array(10).fill(0), total: 25 },
          { list: Array(10).fill(0), total: 25 },
          { list: Array(5).fill(0), total: 25 },
        ],
        rows,
        total,
      ),
    ).toBeUndefined();
  });

  it('stops at an empty page even when the total says otherwise', () => {
    expect(
      nextPageParam(
        [
          { list: Array(10).fill(0), total: 99 },
          { list: [], total: 99 },
        ],
        rows,
        total,
      ),
    ).toBeUndefined();
  });

  it('asks for nothing before the first page', () => {
    expect(nextPageParam([], rows, total)).toBeUndefined();
  });

  it('stops at the total even when the last page is full', () => {
    expect(nextPageParam([{ list: Array(10).fill(0), total: 10 }], rows, total)).toBeUndefined();
    expect(
      nextPageParam(
        [
          { list: Array(10).fill(0), total: '20' },
          { list: Array(10).fill(0), total: '20' },
        ],
        rows,
        total,
      ),
    ).toBeUndefined();
  });

  it('without a total, continues while pages are full', () => {
    expect(nextPageParam([{ list: Array(10).fill(0) }], rows, total)).toBe(2);
    expect(nextPageParam([{ list: Array(3).fill(0) }], rows, total)).toBeUndefined();
    expect(
      nextPageParam(
        [
          { list: Array(10).fill(0), total: 'many' },
          { list: Array(10).fill(0), total: 'many' },
        ],
        rows,
        total,
      ),
    ).toBe(3);
    expect(nextPageParam([{ list: Array(9).fill(0), total: undefined }], rows, total)).toBeUndefined();
  });
});
