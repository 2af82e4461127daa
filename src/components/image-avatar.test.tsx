import { fireEvent, screen } from '@testing-library/react';
import { Coins } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { ImageAvatar, initialsOf } from './image-avatar';

describe('an avatar', () => {
  it('takes the initials of the first and the last word', () => {
    expect(initialsOf('Bitcoin Cash')).toBe('BC');
    expect(initialsOf('  Nguyen Van An ')).toBe('NA');
    expect(initialsOf('ETH/USDT')).toBe('E');
    expect(initialsOf('')).toBe('');
  });

  it('shows the initials until the picture has loaded, then the picture alone', () => {
    const { container } = renderWithProviders(<ImageAvatar name="Bitcoin Cash" src="/coins/bch.png" size="xs" />);
    const image = container.querySelector('img');
    expect(screen.getByText('BC')).toBeVisible();
    expect(image).not.toBeVisible();
    fireEvent.load(image!);
    expect(image).toBeVisible();
    expect(screen.queryByText('BC')).toBeNull();
  });

  it('keeps its fallback when the picture fails or there is none', () => {
    const { container } = renderWithProviders(
      <>
        <ImageAvatar name="Tran Thi B" src="/avatars/missing.png" />
        <ImageAvatar fallback={<Coins data-testid="coin-icon" />} shape="rounded" />
      </>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('TB')).toBeVisible();
    expect(screen.getByTestId('coin-icon')).toBeInTheDocument();
  });
});
