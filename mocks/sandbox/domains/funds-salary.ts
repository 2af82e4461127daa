/**
 * Salaries: team-leader salaries are paid into the user's salary balance (an account of its own,
 * `SALARY`, see ledger.ts) and listed by `/payrollrecords`; salary withdrawals take from it
 * (funds-withdrawals.ts). The example account is seeded with the contract's payroll history, moved so
 * that it lies before the seed time; a control endpoint pays a salary to any account (docs/sandbox.md).
 */
import { ok, pageOf, paging, type UserHandler } from '../api.ts';
import { formatProviderTime, PROVIDER_UTC_OFFSET_MS } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import { post, SALARY_ACCOUNT } from '../ledger.ts';
import { Big, fixed } from '../money.ts';
import type { SeedDraft } from '../seed.ts';
import { LEDGER, type SandboxState, type UserRecord } from '../state.ts';
import type { PayrollRecord } from '../state/funds.ts';

/** The payroll records of the state (a state saved before salaries has none). */
const payrollOf = (state: SandboxState): readonly PayrollRecord[] => state.funds.payroll ?? [];

const pad = (value: number): string => String(value).padStart(2, '0');

/** The provider month before the one `ms` falls in, "YYYY-MM": a salary is paid for the month before. */
export function periodBefore(ms: number): string {
  const local = new Date(ms + PROVIDER_UTC_OFFSET_MS);
  const month = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1));
  return `${month.getUTCFullYear()}-${pad(month.getUTCMonth() + 1)}`;
}

/** 07:00 provider time on the first of the month `back` months before the one `ms` falls in. */
function firstOfMonth(ms: number, back: number): number {
  const local = new Date(ms + PROVIDER_UTC_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1, 7) - PROVIDER_UTC_OFFSET_MS;
}

export interface SalaryPayment {
  amount: Big;
  /** Business time it is paid at. */
  at: number;
  period?: string;
  team_size?: number;
  remark?: string;
}

/** Pays a salary into the user's salary balance: a payroll record and its ledger row. */
export function paySalary(ctx: SandboxContext, user: UserRecord, payment: SalaryPayment): PayrollRecord {
  const id = ctx.store.nextId('payroll', 401);
  const record: PayrollRecord = {
    id,
    userId: user.id,
    period: payment.period ?? periodBefore(payment.at),
    amount: fixed(payment.amount),
    currency: 'USDT',
    ...(payment.team_size === undefined ? {} : { team_size: payment.team_size }),
    remark: payment.remark ?? 'Team leader salary',
    paidAt: payment.at,
  };
  post(ctx.store, user, payment.amount, {
    type: LEDGER.systemAuto,
    currency: SALARY_ACCOUNT,
    time: payment.at,
    ref: `payroll:${id}`,
  });
  ctx.store.write((state) => {
    (state.funds.payroll ??= []).push(record);
  });
  return record;
}

interface PayrollExample {
  id: number;
  amount: string;
  currency?: string;
  team_size?: number;
  remark?: string | null;
}

/**
 * The example account's salaries: the contract's payroll history, newest paid on the first of the
 * seed's month at 07:00 (or of the month before, when that is still ahead), each one a month earlier;
 * together they are its salary balance.
 */
export function seedPayroll(draft: SeedDraft): void {
  const { state, example, now, contract } = draft;
  const rows = (contract.example('getPayrollRecords') as { result: { list: PayrollExample[] } }).result.list;
  const shift = firstOfMonth(now, 0) <= now ? 0 : 1;
  let total = new Big(0);
  rows.forEach((row, index) => {
    const paidAt = firstOfMonth(now, shift + index);
    state.funds.payroll ??= [];
    state.funds.payroll.push({
      id: row.id,
      userId: example.id,
      period: periodBefore(paidAt),
      amount: fixed(new Big(row.amount)),
      currency: row.currency ?? 'USDT',
      ...(row.team_size === undefined ? {} : { team_size: row.team_size }),
      remark: row.remark ?? '',
      paidAt,
    });
    state.ledger.push({
      id: draft.nextId('ledger', 1001),
      userId: example.id,
      amount: fixed(new Big(row.amount)),
      currency: SALARY_ACCOUNT,
      type: LEDGER.systemAuto,
      time: paidAt,
      ref: `payroll:${row.id}`,
    });
    total = total.plus(row.amount);
  });
  // nothing withdrawn yet: the salary balance is what was paid
  example.balances[SALARY_ACCOUNT] = { available: total.toFixed(), frozen: '0' };
  state.ids.payroll = Math.max(state.ids.payroll ?? 401, ...rows.map((row) => row.id + 1));
}

const getPayrollRecords: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const rows = payrollOf(call.ctx.store.state)
    .filter((row) => row.userId === call.viewer.id)
    .sort((a, b) => b.paidAt - a.paidAt || b.id - a.id);
  return ok({
    list: pageOf(rows, page, limit).map((row) => ({
      id: row.id,
      period: row.period,
      amount: row.amount,
      currency: row.currency,
      ...(row.team_size === undefined ? {} : { team_size: row.team_size }),
      time: formatProviderTime(row.paidAt),
      remark: row.remark,
    })),
    total: rows.length,
  });
};

export const salaryOperations = { getPayrollRecords };
