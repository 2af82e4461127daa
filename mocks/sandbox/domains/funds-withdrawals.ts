/**
 * Withdrawals: real-name verification, the withdrawal password, a bound address of the network (or
 * the bound bank card), the hours, the channel's minimum, fee and 20 % tax within the available
 * balance; held while reviewed, then paid or rejected and refunded (docs/sandbox.md, "Funds").
 * Salary withdrawals (`/withdrawsalary`, proposed) follow the same rules, every day 07:00–09:00, and
 * are paid from the salary balance (docs/decisions/0013-salary-withdrawal.md).
 */
import { withdrawalQuote } from '../../../src/lib/wallet-math.ts';
import { isWithdrawalOpen } from '../../../src/lib/withdrawal-hours.ts';
import { done, invalid, refuse, type Answer, type UserCall, type UserHandler } from '../api.ts';
import { userNow, type SandboxContext } from '../context.ts';
import { translate } from '../i18n.ts';
import { balanceOf, BASE_CURRENCY, freeze, release, SALARY_ACCOUNT } from '../ledger.ts';
import { Big, USD_DECIMALS } from '../money.ts';
import { checkPassword } from '../passwords.ts';
import { LEDGER, type UserRecord } from '../state.ts';
import type { WithdrawalRecord } from '../state/funds.ts';
import { bankTerms, bankWays, walletWays } from './funds-channels.ts';
import { FUNDS_MESSAGES, REJECTED_ADDRESS_SUFFIX, t } from './funds-messages.ts';
import { readAmountInput } from '../amounts.ts';

type Source = NonNullable<WithdrawalRecord['source']>;

/** What differs between a withdrawal of the balance and one of the salary balance. */
const SOURCES = {
  balance: {
    account: BASE_CURRENCY,
    hours: 'ordinary',
    outsideHours: 'outsideHours',
    insufficient: 'insufficientBalance',
    submitted: 'withdrawSubmitted',
  },
  salary: {
    account: SALARY_ACCOUNT,
    hours: 'salary',
    outsideHours: 'outsideSalaryHours',
    insufficient: 'insufficientSalary',
    submitted: 'salaryWithdrawSubmitted',
  },
} as const;

/** The account a withdrawal is held in and paid from. */
const accountOf = (withdrawal: WithdrawalRecord): string => SOURCES[withdrawal.source ?? 'balance'].account;

/** Whether a user's withdrawals keep the hours: their own setting (control endpoint), else the sandbox's. */
const keepsHours = (call: UserCall): boolean => call.viewer.withdrawHours ?? call.ctx.config.enforceWithdrawalHours;

function submitWithdrawal(call: UserCall, source: Source): Answer {
  const { ctx, lang, viewer } = call;
  const rules = SOURCES[source];
  const body = call.body as {
    address?: string;
    amount: string | number;
    pay_password: string;
    currency: string;
    cryptoprotocol: string;
  };
  const bank = body.currency.toUpperCase() === 'BANK';
  // a bank withdrawal names the bank channel it is paid through; its fee, rate and minimum apply
  const bankWay = bank ? bankWays(ctx).find((item) => item.cryptoprotocol === body.cryptoprotocol) : undefined;
  const way = bank
    ? bankWay && bankTerms(bankWay)
    : walletWays(ctx).find(
        (item) => item.currency === body.currency.toUpperCase() && item.cryptoprotocol === body.cryptoprotocol,
      );
  if (way === undefined) return invalid(lang, 'cryptoprotocol', t(lang, 'unknownChannel'));
  const read = readAmountInput(lang, 'amount', body.amount, USD_DECIMALS);
  if (read.refusal) return read.refusal;
  const { amount } = read;
  if (amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  const min = new Big(way.min_amont ?? '1');
  if (amount.lt(min)) return invalid(lang, 'amount', t(lang, 'minAmount', { min: min.toFixed() }));
  // real-name verification first (docs/decisions/0019-real-name-first.md), as for loans
  if (viewer.basicKyc.status !== 1) return refuse(t(lang, 'verifyFirst'));
  if (viewer.payPasswordHash === null) return refuse(t(lang, 'payPasswordNotSet'));
  if (!checkPassword(body.pay_password, viewer.payPasswordHash)) return refuse(t(lang, 'wrongPayPassword'));
  let address: string;
  if (bank) {
    if (viewer.bankCard === null) return refuse(t(lang, 'noBankCard'));
    address = viewer.bankCard.cardno;
  } else {
    const wallet = viewer.wallets.find(
      (item) => item.currency === way.currency && item.cryptoprotocol === way.cryptoprotocol,
    );
    if (wallet === undefined) return refuse(t(lang, 'noAddress'));
    address = wallet.wallet_address;
  }
  if (keepsHours(call) && !isWithdrawalOpen(new Date(call.now), rules.hours))
    return refuse(t(lang, rules.outsideHours));
  const quote = withdrawalQuote(amount.toFixed(), way.fee ?? '0', way.rate, way.currency);
  if (quote === null) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  const total = new Big(quote.total);
  if (balanceOf(viewer, rules.account).available.lt(total)) return refuse(t(lang, rules.insufficient));
  const id = ctx.store.nextId('withdrawal', 5301);
  freeze(ctx.store, viewer, total, {
    type: LEDGER.withdrawal,
    currency: rules.account,
    time: call.now,
    ref: `withdrawal:${id}`,
  });
  const record: WithdrawalRecord = {
    id,
    userId: viewer.id,
    kind: bank ? 'bank' : 'wallet',
    source,
    address,
    currency: bank ? 'BANK' : way.currency,
    cryptoprotocol: way.cryptoprotocol,
    amount: quote.amount,
    fee: quote.fee,
    tax: quote.tax,
    received: quote.received,
    status: 1,
    createdAt: call.now,
    decideAt: call.now + ctx.config.withdrawalReviewMs,
  };
  ctx.store.write((state) => {
    state.funds.withdrawals.push(record);
  });
  return done(t(lang, rules.submitted));
}

const withdrawByWallet: UserHandler = (call) => submitWithdrawal(call, 'balance');
const withdrawSalary: UserHandler = (call) => submitWithdrawal(call, 'salary');

function decideWithdrawal(ctx: SandboxContext, withdrawal: WithdrawalRecord, user: UserRecord, at: number): void {
  const total = new Big(withdrawal.amount).plus(withdrawal.fee).plus(withdrawal.tax);
  const rejected = withdrawal.address.toUpperCase().endsWith(REJECTED_ADDRESS_SUFFIX);
  const currency = accountOf(withdrawal);
  if (rejected)
    release(ctx.store, user, total, total, {
      type: LEDGER.withdrawalRejected,
      currency,
      time: at,
      ref: `withdrawal:${withdrawal.id}`,
    });
  else
    release(ctx.store, user, total, new Big(0), {
      type: LEDGER.withdrawal,
      currency,
      time: at,
      ref: `withdrawal:${withdrawal.id}`,
    });
  ctx.store.write(() => {
    withdrawal.status = rejected ? 3 : 2;
    withdrawal.decidedAt = at;
    if (rejected) withdrawal.reason = translate(FUNDS_MESSAGES, 'en', 'rejectedAddress');
  });
}

/** Decides every withdrawal whose review is due for its user. */
export function settleWithdrawals(ctx: SandboxContext): void {
  const { state } = ctx.store;
  for (const withdrawal of state.funds.withdrawals) {
    if (withdrawal.status !== 1) continue;
    const user = state.users[String(withdrawal.userId)];
    if (user === undefined || userNow(ctx, user) < withdrawal.decideAt) continue;
    decideWithdrawal(ctx, withdrawal, user, withdrawal.decideAt);
  }
}

export const withdrawalOperations = { withdrawByWallet, withdrawSalary };
