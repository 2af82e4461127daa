/**
 * Products: loans (reviewed, paid out, repaid at maturity), staking ("mining": daily accrual by the
 * product's rebate method) and new-coin subscriptions. Catalogues come from the contract's examples;
 * the sums are the app's (src/lib/loan-math.ts, staking-math.ts, newcoin-math.ts).
 * Rules: docs/sandbox.md ("Products") and docs/decisions/0014-sandbox-loans-and-staking.md.
 */
import type { Domain } from '../api.ts';
import { userNow, type SandboxContext } from '../context.ts';
import { getLoanHistory, getLoanInfo, loanTick, submitLoan } from './products/loans.ts';
import { getNewCoins, getSubscription, subscribeNewCoin } from './products/newcoins.ts';
import { seed } from './products/seed.ts';
import { getStakingDetail, getStakingHistory, getStakingInfo, stakingTick, submitStaking } from './products/staking.ts';

export { PRODUCT_MESSAGES } from './products/messages.ts';
export { CREDIT_LINES } from './products/loans.ts';
export { dailyYield, daysElapsed } from './products/staking.ts';

/** Loans come due and staking accrues on each user's business clock. */
function tick(ctx: SandboxContext): void {
  const { state } = ctx.store;
  for (const loan of state.products.loans) {
    if (loan.status > 1 || loan.approval === 2) continue;
    const user = state.users[String(loan.userId)];
    if (user !== undefined) loanTick(ctx, loan, user, userNow(ctx, user));
  }
  for (const order of state.products.staking) {
    if (order.status !== 1) continue;
    const user = state.users[String(order.userId)];
    if (user !== undefined) stakingTick(ctx, order, user, userNow(ctx, user));
  }
}

export const productsDomain: Domain = {
  name: 'products',
  operations: {
    getLoanInfo,
    getLoanHistory,
    submitLoan,
    getStakingInfo,
    getStakingHistory,
    getStakingDetail,
    submitStaking,
    getSubscription,
    getNewCoins,
    subscribeNewCoin,
  },
  tick,
  seed,
};
