/**
 * Funds: deposit and withdrawal channels, bound bank card and addresses, deposits (reviewed, then
 * credited), withdrawals (pay password, hours, fee and 20 % tax, reviewed, then paid), the records
 * and the ledger, daily statements, and exchanges between USDT, BTC and ETH at the live price.
 * Salaries are paid into a salary balance, withdrawn every day 07:00–09:00 (proposed).
 * The sums are the app's own (src/lib/wallet-math.ts). Rules: docs/sandbox.md ("Funds").
 * One module per concern: funds-channels, funds-deposits, funds-withdrawals, funds-salary,
 * funds-records, funds-exchange, funds-seed; what they say is in funds-messages.
 */
import type { Domain } from '../api.ts';
import type { SandboxContext } from '../context.ts';
import { channelOperations } from './funds-channels.ts';
import { depositOperations, settleDeposits } from './funds-deposits.ts';
import { exchangeOperations } from './funds-exchange.ts';
import { recordOperations } from './funds-records.ts';
import { salaryOperations } from './funds-salary.ts';
import { seed } from './funds-seed.ts';
import { settleWithdrawals, withdrawalOperations } from './funds-withdrawals.ts';

function tick(ctx: SandboxContext): void {
  settleDeposits(ctx);
  settleWithdrawals(ctx);
}

export const fundsDomain: Domain = {
  name: 'funds',
  operations: {
    ...channelOperations,
    ...depositOperations,
    ...withdrawalOperations,
    ...salaryOperations,
    ...recordOperations,
    ...exchangeOperations,
  },
  tick,
  seed,
};
