/**
 * The records of funds, page by page and newest first: deposits, withdrawals, the ledger (of one
 * type on request), and daily statements built from the ledger (payroll: funds-salary.ts).
 */
import { ok, pageOf, paging, type UserHandler } from '../api.ts';
import { DAY, formatProviderDate, formatProviderTime, providerLocal } from '../clock.ts';
import { BASE_CURRENCY, ledgerOf, SALARY_ACCOUNT } from '../ledger.ts';
import { Big, fixed } from '../money.ts';
import { LEDGER } from '../state.ts';

const newest = <T extends { createdAt: number; id: number }>(a: T, b: T): number =>
  b.createdAt - a.createdAt || b.id - a.id;

const getDepositRecord: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const rows = call.ctx.store.state.funds.deposits.filter((row) => row.userId === call.viewer.id).sort(newest);
  return ok({
    list: pageOf(rows, page, limit).map((row) => ({
      id: row.id,
      currency: row.currency,
      amount: row.amount,
      status: row.status,
      time: formatProviderTime(row.createdAt),
      remark: row.status === 2 ? 'The voucher does not match the amount' : '',
      paytime: row.decidedAt === undefined || row.status !== 1 ? null : formatProviderTime(row.decidedAt),
    })),
    total: rows.length,
  });
};

const getWithdrawRecord: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const rows = call.ctx.store.state.funds.withdrawals.filter((row) => row.userId === call.viewer.id).sort(newest);
  return ok({
    list: pageOf(rows, page, limit).map((row) => ({
      id: row.id,
      currency: row.currency,
      amount: row.amount,
      fee: new Big(row.fee).plus(row.tax).toFixed(2),
      status: row.status,
      // the proposed source: 1 the balance, 2 the salary balance
      type: row.source === 'salary' ? 2 : 1,
      time: formatProviderTime(row.createdAt),
      remark: row.reason ?? '',
      paymentime: row.decidedAt === undefined || row.status !== 2 ? null : formatProviderTime(row.decidedAt),
      address: row.kind === 'wallet' ? row.address : null,
      cardno: row.kind === 'bank' ? row.address : null,
    })),
    total: rows.length,
  });
};

const getMoneyChange: UserHandler = (call) => {
  const { page, limit } = paging(call);
  // the proposed `type` filter: only that ledger type, counted alone
  const type = call.query.type === undefined || call.query.type === '' ? null : Number(call.query.type);
  const rows = ledgerOf(call.ctx.store, call.viewer.id).filter((row) => type === null || row.type === type);
  return ok({
    list: pageOf(rows, page, limit).map((row) => ({
      id: row.id,
      amount: fixed(new Big(row.amount), row.currency === BASE_CURRENCY || row.currency === SALARY_ACCOUNT ? 2 : 8),
      type: row.type,
      time: formatProviderTime(row.time),
      currency: row.currency,
    })),
    count: rows.length,
  });
};

/** Daily statements of the USDT account from the ledger, newest first (days with movement only). */
const getAccountSettlement: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const rows = call.ctx.store.state.ledger
    .filter((row) => row.userId === call.viewer.id && row.currency === BASE_CURRENCY)
    .sort((a, b) => a.time - b.time || a.id - b.id);
  const days = new Map<number, { deposit: Big; withdrawal: Big; trade: Big; fee: Big; net: Big }>();
  for (const row of rows) {
    const day = providerLocal(row.time).dayStartMs;
    const entry = days.get(day) ?? {
      deposit: new Big(0),
      withdrawal: new Big(0),
      trade: new Big(0),
      fee: new Big(0),
      net: new Big(0),
    };
    const amount = new Big(row.amount);
    if (row.type === LEDGER.recharge) entry.deposit = entry.deposit.plus(amount);
    else if (row.type === LEDGER.withdrawal || row.type === LEDGER.withdrawalRejected)
      entry.withdrawal = entry.withdrawal.minus(amount);
    else if (row.type === LEDGER.perpetualContract) entry.fee = entry.fee.minus(amount);
    else if (
      (
        [LEDGER.optionOrder, LEDGER.optionSettlement, LEDGER.contractOrder, LEDGER.contractSettlement] as number[]
      ).includes(row.type)
    )
      entry.trade = entry.trade.plus(amount);
    entry.net = entry.net.plus(amount);
    days.set(day, entry);
  }
  let balance = new Big(0);
  const statements = [...days.entries()].map(([day, entry]) => {
    const opening = balance;
    balance = balance.plus(entry.net);
    return {
      id: Math.floor(day / DAY),
      date: formatProviderDate(day + 12 * 3_600_000),
      opening_balance: fixed(opening),
      deposit: fixed(entry.deposit),
      withdrawal: fixed(entry.withdrawal),
      trade_profit: fixed(entry.trade),
      fee: fixed(entry.fee),
      closing_balance: fixed(balance),
    };
  });
  statements.reverse();
  return ok({ list: pageOf(statements, page, limit), total: statements.length });
};

export const recordOperations = { getDepositRecord, getWithdrawRecord, getMoneyChange, getAccountSettlement };
