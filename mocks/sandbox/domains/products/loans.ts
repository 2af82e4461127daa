/**
 * Loans: real-name verification first (the term without a maximum needs advanced verification),
 * within the term and the credit line by VIP level; reviewed, paid out, then repaid at maturity with
 * interest when the balance allows, otherwise a broken contract.
 */
import { totalInterest } from '../../../../src/lib/loan-math.ts';
import { done, invalid, invalidId, ok, refuse, type UserHandler } from '../../api.ts';
import { DAY, formatProviderTime } from '../../clock.ts';
import type { SandboxContext } from '../../context.ts';
import { balanceOf, post } from '../../ledger.ts';
import { Big, USD_DECIMALS } from '../../money.ts';
import { LEDGER, type UserRecord } from '../../state.ts';
import type { LoanRecord } from '../../state/products.ts';
import { t } from './messages.ts';
import { readAmountInput } from '../../amounts.ts';

/** Credit lines by VIP level (the contract's example: VIP 2 has 50,000). */
export const CREDIT_LINES = ['10000', '20000', '50000', '100000', '200000', '500000'] as const;

interface LoanTerm {
  id: number;
  label: string;
  min_amount: string;
  max_amount: string | null;
  daily_interest_rate: string;
  days: number;
  content?: string;
}

const loanTerms = (ctx: SandboxContext): readonly LoanTerm[] =>
  (ctx.contract.readExample('getLoanInfo') as { result: { loan_terms: LoanTerm[] } }).result.loan_terms;

/** What is borrowed and not repaid (applications under review count too). */
function borrowed(ctx: SandboxContext, user: UserRecord): Big {
  return ctx.store.state.products.loans
    .filter((loan) => loan.userId === user.id && (loan.status === 0 || loan.status === 1) && loan.approval !== 2)
    .reduce((sum, loan) => sum.plus(loan.amount), new Big(0));
}

const creditLine = (user: UserRecord): Big => new Big(CREDIT_LINES[Math.min(user.vip_level, CREDIT_LINES.length - 1)]!);

export const getLoanInfo: UserHandler = (call) =>
  ok({
    user_loanall: creditLine(call.viewer).toNumber(),
    user_alreadyloan: borrowed(call.ctx, call.viewer).toNumber(),
    loan_terms: loanTerms(call.ctx),
  });

const loanRow = (loan: LoanRecord): Record<string, unknown> => ({
  id: loan.id,
  loan_amount: loan.amount,
  daily_interest_rate: loan.daily_rate,
  total_interest_amount: loan.total_interest,
  total_repayment_amount: new Big(loan.amount).plus(loan.total_interest).toFixed(),
  repaid_amount: loan.repaid,
  create_time: formatProviderTime(loan.createdAt),
  status: loan.status,
  daikuan_status: loan.approval,
});

export const getLoanHistory: UserHandler = (call) =>
  ok(
    call.ctx.store.state.products.loans
      .filter((loan) => loan.userId === call.viewer.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map(loanRow),
  );

export const submitLoan: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { id: number; amount: number };
  const term = loanTerms(ctx).find((item) => item.id === body.id);
  if (term === undefined) return invalidId(lang);
  const read = readAmountInput(lang, 'amount', body.amount, USD_DECIMALS);
  if (read.refusal) return read.refusal;
  const { amount } = read;
  if (amount.lte(0)) return invalid(lang, 'amount', t(lang, 'positive'));
  const outOfRange = amount.lt(term.min_amount) || (term.max_amount !== null && amount.gt(term.max_amount));
  if (outOfRange) {
    const message =
      term.max_amount === null
        ? t(lang, 'atLeast', { min: term.min_amount })
        : t(lang, 'between', { min: term.min_amount, max: term.max_amount });
    return invalid(lang, 'amount', message);
  }
  if (viewer.basicKyc.status !== 1) return refuse(t(lang, 'verifyFirst'));
  if (term.max_amount === null && viewer.advancedKyc.status !== 1) return refuse(t(lang, 'advancedFirst'));
  if (borrowed(ctx, viewer).plus(amount).gt(creditLine(viewer))) return refuse(t(lang, 'creditExceeded'));
  const loan: LoanRecord = {
    id: ctx.store.nextId('loan', 1301),
    userId: viewer.id,
    termId: term.id,
    amount: amount.toFixed(),
    days: term.days,
    daily_rate: term.daily_interest_rate,
    total_interest: totalInterest(amount.toFixed(), term.daily_interest_rate, term.days) ?? '0',
    approval: 0,
    status: 0,
    repaid: '0',
    createdAt: call.now,
    decideAt: call.now + ctx.config.loanReviewMs,
  };
  ctx.store.write((state) => {
    state.products.loans.push(loan);
  });
  return done(t(lang, 'loanSubmitted'));
};

export function loanTick(ctx: SandboxContext, loan: LoanRecord, user: UserRecord, now: number): void {
  if (loan.approval === 0 && now >= loan.decideAt) {
    post(ctx.store, user, new Big(loan.amount), { type: LEDGER.loan, time: loan.decideAt, ref: `loan:${loan.id}` });
    ctx.store.write(() => {
      loan.approval = 3;
      loan.status = 1;
      loan.approvedAt = loan.decideAt;
      loan.dueAt = loan.decideAt + loan.days * DAY;
    });
  }
  if (loan.status === 1 && loan.dueAt !== undefined && now >= loan.dueAt) {
    // repaid automatically at maturity when the balance allows, else the contract is broken
    const due = new Big(loan.amount).plus(loan.total_interest).minus(loan.repaid);
    if (balanceOf(user).available.gte(due)) {
      post(ctx.store, user, due.times(-1), { type: LEDGER.repayment, time: loan.dueAt, ref: `loan:${loan.id}` });
      ctx.store.write(() => {
        loan.repaid = new Big(loan.repaid).plus(due).toFixed();
        loan.status = 2;
        loan.approval = 4;
      });
    } else {
      ctx.store.write(() => {
        loan.status = 3;
        loan.approval = 5;
      });
    }
  }
}
