/**
 * Deposits: at least the channel's minimum, at most its maximum, one under review at a time;
 * reviewed, then credited in USDT, with the team's rewards (docs/sandbox.md, "Funds").
 */
import { done, invalid, invalidId, ok, refuse, type UserHandler } from '../api.ts';
import { userNow, type SandboxContext } from '../context.ts';
import { post } from '../ledger.ts';
import { Big, fixed, USD_DECIMALS } from '../money.ts';
import { LEDGER, type UserRecord } from '../state.ts';
import type { DepositRecord } from '../state/funds.ts';
import { depositChannels, depositDetail } from './funds-channels.ts';
import { REJECTED_DEPOSIT_AMOUNT, t } from './funds-messages.ts';
import { readAmountInput } from '../amounts.ts';

/** The smallest deposit when a channel names none (the app asks for at least 10 too). */
const DEFAULT_MIN_DEPOSIT = '10';

const getDepositList: UserHandler = (call) => ok(depositChannels(call.ctx, Number(call.query.type) === 1 ? 1 : 2));

const getDepositType: UserHandler = (call) => {
  const detail = depositDetail(call.ctx, Number(call.query.id));
  return detail === undefined ? invalidId(call.lang) : ok(detail);
};

const createDeposit: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as {
    id: number;
    amount: string | number;
    currency: string;
    cryptoprotocol: string;
    tran_img?: string | null;
  };
  const detail = depositDetail(ctx, body.id);
  if (detail === undefined) return invalidId(lang);
  if (detail.currency !== body.currency.toUpperCase()) return invalid(lang, 'currency', t(lang, 'channelMismatch'));
  const read = readAmountInput(lang, 'amount', body.amount, USD_DECIMALS);
  if (read.refusal) return read.refusal;
  const { amount } = read;
  if (amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positiveAmount'));
  const min = new Big(detail.min_amount ?? DEFAULT_MIN_DEPOSIT);
  if (amount.lt(min)) return invalid(lang, 'amount', t(lang, 'minAmount', { min: min.toFixed() }));
  const max = detail.max_amount === undefined ? null : new Big(detail.max_amount);
  if (max && amount.gt(max)) return invalid(lang, 'amount', t(lang, 'maxAmount', { max: max.toFixed() }));
  if (ctx.store.state.funds.deposits.some((deposit) => deposit.userId === viewer.id && deposit.status === 0))
    return refuse(t(lang, 'pendingReview'));
  const record: DepositRecord = {
    id: ctx.store.nextId('deposit', 88_601),
    userId: viewer.id,
    channelId: detail.id,
    amount: fixed(amount),
    currency: detail.currency,
    cryptoprotocol: detail.cryptoprotocol,
    tran_img: body.tran_img ?? null,
    status: 0,
    createdAt: call.now,
    decideAt: call.now + ctx.config.depositReviewMs,
  };
  ctx.store.write((state) => {
    state.funds.deposits.push(record);
  });
  return done(t(lang, 'depositSubmitted'));
};

/** Team rewards on an approved deposit: level 1 earns 10 %, level 2 5 %, level 3 2 % (docs/sandbox.md). */
export const TEAM_REWARD_RATES = ['0.10', '0.05', '0.02'] as const;

function approveDeposit(ctx: SandboxContext, deposit: DepositRecord, user: UserRecord, at: number): void {
  // the amount is in USD and credited to the USDT account
  post(ctx.store, user, new Big(deposit.amount), { type: LEDGER.recharge, time: at, ref: `deposit:${deposit.id}` });
  ctx.store.write(() => {
    deposit.status = 1;
    deposit.decidedAt = at;
  });
  let inviterId = user.invitedBy;
  for (let level = 0; level < TEAM_REWARD_RATES.length && inviterId !== null; level += 1) {
    const inviter = ctx.store.state.users[String(inviterId)];
    if (inviter === undefined) break;
    const reward = new Big(deposit.amount).times(TEAM_REWARD_RATES[level]!).round(2, Big.roundDown);
    post(ctx.store, inviter, reward, {
      type: LEDGER.systemAuto,
      time: at,
      ref: `team-reward:${deposit.id}:${level + 1}`,
    });
    inviterId = inviter.invitedBy;
  }
}

/** Decides every deposit whose review is due for its user. */
export function settleDeposits(ctx: SandboxContext): void {
  const { state } = ctx.store;
  for (const deposit of state.funds.deposits) {
    if (deposit.status !== 0) continue;
    const user = state.users[String(deposit.userId)];
    if (user === undefined || userNow(ctx, user) < deposit.decideAt) continue;
    if (deposit.amount === fixed(new Big(REJECTED_DEPOSIT_AMOUNT))) {
      ctx.store.write(() => {
        deposit.status = 2;
        deposit.decidedAt = deposit.decideAt;
      });
    } else approveDeposit(ctx, deposit, user, deposit.decideAt);
  }
}

export const depositOperations = { getDepositList, getDepositType, createDeposit };
