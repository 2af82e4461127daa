/**
 * The sandbox's control endpoints (not part of the provider's contract, served on the sandbox's own
 * port only, never through Prism): like a testnet's faucet or Stripe's test clocks, they let a
 * developer or a test reset the state, move time and move prices.
 *
 *   GET  /__sandbox                       state summary (seed, clocks, users, settings)
 *   POST /__sandbox/reset                 back to the seed
 *   POST /__sandbox/clock {advanceMs}     moves every clock forward
 *   POST /__sandbox/users/{phone}/clock {advanceMs}
 *                                         moves one user's test clock forward (their option
 *                                         expiries, reviews, accrual, withdrawal hours), nobody
 *                                         else's; answers the user's business time
 *   POST /__sandbox/users/{phone}/withdraw-hours {enforce}
 *                                         whether that user's withdrawals keep the hours, whatever
 *                                         `--no-withdraw-hours` says
 *   POST /__sandbox/users/{phone}/salary {amount}
 *                                         pays that user a team-leader salary now (payroll record,
 *                                         salary balance, ledger)
 *   GET  /__sandbox/users/{phone}/figures equity, margin ratios and day P/L as the sandbox works
 *                                         them out (oracle.ts)
 *   POST /__sandbox/market/{code} {price} sets a symbol's price now (TP/SL, limit fills, liquidation)
 * Moved prices and the sandbox clock's advance are kept with the state (a restart finds them).
 */
import { Hono, type Context } from 'hono';
import { userNow } from './context.ts';
import { paySalary } from './domains/funds-salary.ts';
import { SALARY_ACCOUNT } from './ledger.ts';
import { Big, fixed, parseAmount } from './money.ts';
import { figuresOf } from './oracle.ts';
import type { Sandbox } from './sandbox.ts';
import type { MarketSlice, SandboxState, UserRecord } from './state.ts';

const marketSlice = (state: SandboxState): MarketSlice => (state.market ??= { prices: {}, clockAdvanceMs: 0 });

const readJson = async (c: Context): Promise<Record<string, unknown>> => {
  try {
    const value: unknown = await c.req.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const advanceOf = (body: Record<string, unknown>): number | undefined => {
  const value = Number(body.advanceMs);
  return Number.isFinite(value) && value >= 0 && value <= 400 * 86_400_000 ? value : undefined;
};

export function createControlApp(sandbox: Sandbox): Hono {
  const control = new Hono();
  const userOf = (phone: string): UserRecord | undefined =>
    Object.values(sandbox.store.state.users).find((candidate) => candidate.username === phone);
  control.get('/__sandbox', (c) =>
    c.json({
      seed: sandbox.ctx.seed,
      speed: sandbox.clock.speed,
      now: new Date(sandbox.clock.now()).toISOString(),
      marketNow: new Date(sandbox.clock.marketNow()).toISOString(),
      users: Object.keys(sandbox.store.state.users).length,
      config: sandbox.ctx.config,
      missingOperations: sandbox.missing,
    }),
  );
  control.post('/__sandbox/reset', (c) => {
    sandbox.store.reset();
    return c.json({ reset: true, users: Object.keys(sandbox.store.state.users).length });
  });
  control.post('/__sandbox/clock', async (c) => {
    const advanceMs = advanceOf(await readJson(c));
    if (advanceMs === undefined) return c.json({ error: 'advanceMs must be a number of ms from 0 to 400 days' }, 400);
    sandbox.clock.advance(advanceMs);
    sandbox.store.write((state) => {
      const market = marketSlice(state);
      market.clockAdvanceMs += advanceMs;
    });
    sandbox.tick();
    return c.json({
      now: new Date(sandbox.clock.now()).toISOString(),
      marketNow: new Date(sandbox.clock.marketNow()).toISOString(),
    });
  });
  control.post('/__sandbox/users/:phone/clock', async (c) => {
    const advanceMs = advanceOf(await readJson(c));
    if (advanceMs === undefined) return c.json({ error: 'advanceMs must be a number of ms from 0 to 400 days' }, 400);
    const phone = c.req.param('phone');
    const user = userOf(phone);
    if (user === undefined) return c.json({ error: `no user ${phone}` }, 404);
    sandbox.store.write(() => {
      user.clockOffsetMs += advanceMs;
    });
    sandbox.tick();
    return c.json({
      phone,
      clockOffsetMs: user.clockOffsetMs,
      now: new Date(userNow(sandbox.ctx, user)).toISOString(),
    });
  });
  // the account's figures as the sandbox itself works them out (oracle.ts): what the flow tests compare the screens with
  control.get('/__sandbox/users/:phone/figures', (c) => {
    const phone = c.req.param('phone');
    const user = userOf(phone);
    if (user === undefined) return c.json({ error: `no user ${phone}` }, 404);
    sandbox.tick();
    return c.json(figuresOf(sandbox.ctx, user));
  });
  control.post('/__sandbox/users/:phone/withdraw-hours', async (c) => {
    const body = await readJson(c);
    if (typeof body.enforce !== 'boolean') return c.json({ error: 'enforce must be true or false' }, 400);
    const enforce = body.enforce;
    const phone = c.req.param('phone');
    const user = userOf(phone);
    if (user === undefined) return c.json({ error: `no user ${phone}` }, 404);
    sandbox.store.write(() => {
      user.withdrawHours = enforce;
    });
    return c.json({ phone, withdrawHours: enforce });
  });
  control.post('/__sandbox/users/:phone/salary', async (c) => {
    const amount = parseAmount((await readJson(c)).amount);
    if (amount === undefined || amount.lte(0) || amount.gt(1_000_000) || amount.round(2).cmp(amount) !== 0) {
      return c.json({ error: 'amount must be a positive amount of at most 1,000,000 with at most 2 decimals' }, 400);
    }
    const phone = c.req.param('phone');
    const user = userOf(phone);
    if (user === undefined) return c.json({ error: `no user ${phone}` }, 404);
    const record = paySalary(sandbox.ctx, user, { amount, at: userNow(sandbox.ctx, user) });
    sandbox.tick();
    return c.json({
      phone,
      payroll: record.id,
      salary: fixed(new Big(user.balances[SALARY_ACCOUNT]?.available ?? '0')),
    });
  });
  control.post('/__sandbox/market/:code', async (c) => {
    const body = await readJson(c);
    const code = c.req.param('code');
    const price = typeof body.price === 'string' || typeof body.price === 'number' ? String(body.price) : '';
    if (sandbox.market.symbol(code) === undefined) return c.json({ error: `no symbol ${code}` }, 404);
    if (!/^\d{1,12}(\.\d{1,10})?$/.test(price) || Number(price) <= 0)
      return c.json({ error: 'price must be a positive decimal' }, 400);
    sandbox.market.setPrice(code, price);
    const kept = sandbox.market.price(code)?.toString();
    // kept with the state, so a restart (a reload of the demo) finds the price where it was moved
    if (kept !== undefined) {
      sandbox.store.write((state) => {
        marketSlice(state).prices[code.toLowerCase()] = kept;
      });
    }
    sandbox.tick();
    return c.json({ code: code.toLowerCase(), price: kept });
  });
  return control;
}
