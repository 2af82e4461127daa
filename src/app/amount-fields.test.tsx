import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePersistedState } from '../lib/persisted-state';
import { renderApp } from '../../tests/support/render';

// Every money field reads what is typed or pasted with the one parser, in the user's language (vi
// here): several numbers are refused and never joined, full-width digits and a minus sign are named,
// the language's decimal comma is a decimal, and what was typed stays in the field.

const VI = {
  multiple: 'Chỉ nhập một số tiền: nội dung này chứa nhiều số',
  fullWidth: 'Dùng chữ số 0-9: không chấp nhận chữ số toàn độ rộng',
  negative: 'Số tiền phải là số dương: bỏ dấu trừ',
  grouping: 'Bỏ dấu phân cách hàng nghìn; chỉ dùng , trước phần thập phân',
  format: 'Chỉ dùng chữ số, với , trước phần thập phân',
};

beforeEach(async () => {
  usePersistedState.setState({ language: 'vi' });
  await i18next.changeLanguage('vi');
});

const amountInput = async (): Promise<HTMLInputElement> =>
  waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('input[inputmode="decimal"]');
    if (!input) throw new Error('no amount field yet');
    return input;
  });

const fields: { name: string; path: string; prepare?: (u: UserEvent) => Promise<void>; valid: string }[] = [
  { name: 'withdrawal', path: '/pages/withdraw', valid: '150,5' },
  { name: 'deposit', path: '/pages/recharge?id=11', valid: '150,5' },
  { name: 'exchange', path: '/pages/user/exchange', valid: '150,5' },
  {
    name: 'loan',
    path: '/pages/trade/loan',
    prepare: async (u) => {
      const terms = await screen.findAllByTestId('loan-term');
      await u.click(terms[0]!);
    },
    valid: '1500,5',
  },
  { name: 'staking', path: '/pages/trade/stakingdetails?id=3', valid: '2000,5' },
];

describe.each(fields)('the $name amount', ({ path, prepare, valid }) => {
  it('refuses what is not one amount, names the problem, keeps the text, and reads the decimal comma', async () => {
    renderApp(path, { token: 'tok' });
    const u = userEvent.setup();
    await prepare?.(u);
    const input = await amountInput();
    await u.click(input);
    await u.paste('100\n200');
    expect(input).toHaveValue('100 200');
    expect(await screen.findByText(VI.multiple)).toBeVisible();

    await u.clear(input);
    await u.type(input, '-5');
    expect(await screen.findByText(VI.negative)).toBeVisible();
    expect(input).toHaveValue('-5');

    await u.clear(input);
    await u.type(input, '１００');
    expect(await screen.findByText(VI.fullWidth)).toBeVisible();
    expect(input).toHaveValue('１００');

    await u.clear(input);
    await u.type(input, '1.234,5');
    expect(await screen.findByText(VI.grouping)).toBeVisible();

    await u.clear(input);
    await u.type(input, valid);
    expect(input).toHaveValue(valid);
    await waitFor(() => Object.values(VI).forEach((text) => expect(screen.queryByText(text)).toBeNull()));
    for (const figure of ['∞', 'NaN', 'undefined']) expect(document.body.textContent).not.toContain(figure);
  });
});
