import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { NativeSwitch } from './native-switch';

const Controlled = ({ onChange }: { onChange: (checked: boolean) => void }) => {
  const [checked, setChecked] = useState(false);
  return (
    <NativeSwitch
      label="Dark mode"
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
      data-testid="switch"
    />
  );
};

describe('a switch', () => {
  it('is announced as a switch with its name and state', () => {
    renderWithProviders(<NativeSwitch label="Dark mode" checked onCheckedChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  });

  it('turns on and off from a tap anywhere on it and from the keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('switch', { name: 'Dark mode' });
    await user.click(screen.getByTestId('switch'));
    expect(input).toBeChecked();
    await user.keyboard(' ');
    expect(input).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('draws its state on the parts the recipe styles', async () => {
    renderWithProviders(<Controlled onChange={() => {}} />);
    const root = screen.getByTestId('switch');
    const control = root.querySelector('[aria-hidden]');
    expect(root).toHaveAttribute('data-state', 'unchecked');
    expect(control).toHaveAttribute('data-state', 'unchecked');
    await userEvent.setup().click(root);
    expect(root).toHaveAttribute('data-state', 'checked');
    expect(control).toHaveAttribute('data-state', 'checked');
    expect(control?.firstElementChild).toHaveAttribute('data-state', 'checked');
  });
});
