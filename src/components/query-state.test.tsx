import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { LoadingRows } from './query-state';

describe('loading rows', () => {
  it('are a status named "Loading…", busy, so a screen reader says what the grey bars are', () => {
    renderWithProviders(<LoadingRows rows={2} />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(2);
  });
});
