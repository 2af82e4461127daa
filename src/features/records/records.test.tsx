import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/support/msw-server';
import { renderApp } from '../../../tests/support/render';

/** The first screen of a test loads its lazy route and locale; give it time on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

// Screens load lazily on a machine shared with other test runs: allow for a slow first render.

describe('records', () => {
  it('maps deposit statuses 0/1/2 to pending, success, failed with the remark', async () => {
    renderApp('/pages/wallet/record', { token: 'tok' });
    const rows = await screen.findAllByTestId('deposit-record', {}, FIRST_LOAD);
    expect(rows.map((row) => within(row).getByTestId('record-status').textContent)).toEqual([
      'Success',
      'Pending',
      'Failed',
    ]);
    expect(rows[2]).toHaveTextContent('The voucher does not match the amount');
  });

  it('maps withdrawal statuses 1/2/3 to pending, success, failed, and shows the card of a bank withdrawal', async () => {
    renderApp('/pages/wallet/record?tab=withdraw', { token: 'tok' });
    const rows = await screen.findAllByTestId('withdraw-record', {}, FIRST_LOAD);
    expect(rows.map((row) => within(row).getByTestId('record-status').textContent)).toEqual([
      'Pending',
      'Success',
      'Failed',
    ]);
    expect(rows[1]).toHaveTextContent('Bank withdrawal');
    // the card by its last 4 digits, never the whole number
    expect(rows[1]).toHaveTextContent('•••• 4567');
    expect(rows[1]).not.toHaveTextContent('0071001234567');
    expect(rows[2]).toHaveTextContent('Please complete advanced verification first');
  });

  it('names a salary withdrawal (proposed type 2) and a salary-balance entry of the ledger as such', async () => {
    server.use(
      http.get('*/withdrawrecord', () =>
        HttpResponse.json({
          status: 200,
          result: {
            list: [
              {
                id: 40230,
                type: 2,
                currency: 'USDT',
                amount: '1000.00',
                fee: '12.00',
                status: 1,
                time: '2026-11-28 07:35:10',
                remark: '',
                paymentime: null,
                address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK',
                cardno: '',
              },
              {
                id: 40211,
                type: 1,
                currency: 'USDT',
                amount: '250.00',
                fee: '3.00',
                status: 2,
                time: '2026-11-20 07:12:30',
                remark: '',
                paymentime: '2026-11-20 07:40:02',
                address: 'TXz9bQ3mRk7Yd2VfW8hJpL4nC6sE1aG5uK',
                cardno: '',
              },
            ],
            total: 2,
          },
        }),
      ),
      http.get('*/moneychange', () =>
        HttpResponse.json({
          status: 200,
          result: {
            list: [{ id: 7, amount: '-1012.00', type: 2, time: '2026-11-28 07:35:10', currency: 'SALARY' }],
            count: 1,
          },
        }),
      ),
    );
    const { router } = renderApp('/pages/wallet/record?tab=withdraw', { token: 'tok' });
    const rows = await screen.findAllByTestId('withdraw-record', {}, FIRST_LOAD);
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Salary withdrawal · USDT', 'USDT']);
    await act(() => router.navigate('/pages/wallet/financialrecords'));
    const entry = await screen.findByTestId('ledger-record', {}, FIRST_LOAD);
    expect(entry).toHaveTextContent('-1,012.00 USD');
    expect(entry).toHaveTextContent('AccountSalary balance');
    expect(entry).not.toHaveTextContent('SALARY');
  });

  it('loads the next page of the ledger when its end scrolls into view, and translates every type', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const pages: string[] = [];
    server.use(
      http.get('*/moneychange', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(page));
        const list = Array.from({ length: 10 }, (_, i) => ({
          id: (page - 1) * 10 + i + 1,
          amount: i % 2 ? '-5.00' : '5.00',
          type: (page - 1) * 10 + i + 1,
          time: '2026-11-21 10:00:00',
          currency: 'USDT',
        }));
        return HttpResponse.json({ status: 200, result: { list, count: 20 } });
      }),
    );
    renderApp('/pages/wallet/financialrecords', { token: 'tok' });
    expect(await screen.findAllByTestId('ledger-record', {}, FIRST_LOAD)).toHaveLength(10);
    act(() => observed.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(screen.getAllByTestId('ledger-record')).toHaveLength(20));
    expect(pages).toEqual(['1', '2']);
    const titles = screen.getAllByTestId('ledger-record').map((row) => row.querySelector('p')?.textContent);
    expect(titles).toEqual([
      'Recharge',
      'Withdrawal',
      'Withdrawal rejected',
      'Option order',
      'Option settlement',
      'Contract order',
      'Contract settlement',
      'Staking mining',
      'Mining profit',
      'Loan',
      'Repayment',
      'System (automatic)',
      'Other',
      'Currency exchange',
      'Blind box',
      'Recharge event',
      'Perpetual contract',
      'Admin adjustment',
      'ICO subscription',
      'Mining order',
    ]);
    expect(await screen.findByText('No more records')).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('filters the ledger by type', async () => {
    renderApp('/pages/wallet/financialrecords', { token: 'tok' });
    expect(await screen.findAllByTestId('ledger-record', {}, FIRST_LOAD)).toHaveLength(5);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Mining profit');
    const rows = screen.getAllByTestId('ledger-record');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('+12.00 USDT');
    const options = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option');
    expect(options).toHaveLength(21);
  });

  it('asks the provider for the chosen type, so entries not loaded yet are found', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/moneychange', ({ request }) => {
        const type = new URL(request.url).searchParams.get('type');
        asked.push(type);
        const list =
          type === '9'
            ? [{ id: 900, amount: '3.50', type: 9, time: '2026-10-01 00:00:00', currency: 'USDT' }]
            : Array.from({ length: 10 }, (_, index) => ({
                id: 100 + index,
                amount: '1.00',
                type: 1,
                time: '2026-11-01 00:00:00',
                currency: 'USDT',
              }));
        return HttpResponse.json({ status: 200, result: { list, count: type === '9' ? 1 : 40 } });
      }),
    );
    renderApp('/pages/wallet/financialrecords', { token: 'tok' });
    expect(await screen.findAllByTestId('ledger-record', {}, FIRST_LOAD)).toHaveLength(10);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Mining profit');
    await waitFor(() => expect(screen.getAllByTestId('ledger-record')).toHaveLength(1));
    expect(screen.getByTestId('ledger-record')).toHaveTextContent('+3.50 USDT');
    expect(asked).toContain('9');
  });

  it('shows payroll records and account statements', async () => {
    renderApp('/pages/wallet/payrollrecords', { token: 'tok' });
    expect(await screen.findAllByTestId('payroll-record', {}, FIRST_LOAD)).toHaveLength(2);
    expect(screen.getByText('Salary for 2026-10')).toBeVisible();
  });

  it('shows daily account statements', async () => {
    renderApp('/pages/accountsettle', { token: 'tok' });
    const rows = await screen.findAllByTestId('settlement', {}, FIRST_LOAD);
    expect(rows[0]).toHaveTextContent('12,850.75');
    expect(rows[0]).toHaveTextContent('-65.80');
  });

  it('says so when there are no records', async () => {
    server.use(http.get('*/depositrecord', () => HttpResponse.json({ status: 200, result: { list: [], total: 0 } })));
    renderApp('/pages/wallet/record', { token: 'tok' });
    expect(await screen.findByText('No records yet', {}, FIRST_LOAD)).toBeVisible();
  });
});
