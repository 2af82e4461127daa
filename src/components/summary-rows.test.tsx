import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { SummaryRows } from './summary-rows';

describe('summary rows', () => {
  it('wrap a value between words, breaking inside a word only when it cannot fit (an address), never “lê / n”', () => {
    renderWithProviders(
      <SummaryRows
        testId="rows"
        rows={[{ key: 'note', label: 'Ghi chú', value: 'Nạp tiền sẽ được cộng sau khi duyệt lên tài khoản' }]}
      />,
    );
    const value = screen.getByText(/Nạp tiền/);
    const style = getComputedStyle(value);
    expect(style.wordBreak).not.toBe('break-all');
    expect(style.overflowWrap).toBe('anywhere');
  });
});
