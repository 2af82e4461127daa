/**
 * The example account's funds: its withdrawal password, bank card and addresses, balances, and a
 * history of deposits, withdrawals, exchanges and salaries whose ledger adds up to the balances.
 */
import { withdrawalQuote } from '../../../src/lib/wallet-math.ts';
import { Big } from '../money.ts';
import { hashPassword } from '../passwords.ts';
import type { SeedDraft } from '../seed.ts';
import { trc20Address, unaccented } from '../seed-faker.ts';
import { LEDGER } from '../state.ts';
import { EXAMPLE_PAY_PASSWORD } from './funds-messages.ts';
import { seedPayroll } from './funds-salary.ts';

export function seed(draft: SeedDraft): void {
  const { state, example, now, faker, owner } = draft;
  const HOUR = 3_600_000;
  example.payPasswordHash = hashPassword(EXAMPLE_PAY_PASSWORD, draft.salt());
  // a Vietcombank card (docs/sandbox.md) in the holder's name; its branch, number and the addresses are drawn
  const branch = `${unaccented(faker.location.city())} Branch`;
  example.bankCard = {
    cryptoprotocol: 'Bank transfer (VND)',
    realname: unaccented(owner.fullName).toUpperCase(),
    bankname: 'Vietcombank',
    bankzhiname: branch,
    cardno: faker.finance.accountNumber(13),
    code: 'BFTVVNVX',
  };
  const trc20 = trc20Address(faker);
  example.wallets = [
    { id: 771, currency: 'USDT', cryptoprotocol: 'TRC20', wallet_address: trc20 },
    { id: 772, currency: 'USDT', cryptoprotocol: 'ERC20', wallet_address: faker.finance.ethereumAddress() },
  ];
  // the contract's UserDetailVerified balances (the trading seed moves its orders' margins into frozen)
  example.balances = {
    USDT: { available: '12850.75', frozen: '0' },
    BTC: { available: '0.0125', frozen: '0' },
    ETH: { available: '0.85', frozen: '0' },
  };
  const ledger = (
    amount: string,
    type: (typeof LEDGER)[keyof typeof LEDGER],
    time: number,
    ref: string,
    currency = 'USDT',
  ): void => {
    state.ledger.push({ id: draft.nextId('ledger', 1001), userId: example.id, amount, currency, type, time, ref });
  };
  const deposit = (
    id: number,
    amount: string,
    status: 0 | 1 | 2,
    ageHours: number,
    currency = 'USDT',
    channelId = 11,
  ): void => {
    const createdAt = now - ageHours * HOUR;
    state.funds.deposits.push({
      id,
      userId: example.id,
      channelId,
      amount,
      currency,
      cryptoprotocol: currency === 'USDT' ? 'TRC20' : 'Bitcoin',
      tran_img: null,
      status,
      createdAt,
      decideAt: createdAt + 20 * 60_000,
      ...(status === 0 ? {} : { decidedAt: createdAt + 14 * 60_000 }),
    });
    if (status === 1) ledger(amount, LEDGER.recharge, createdAt + 14 * 60_000, `deposit:${id}`);
  };
  deposit(87990, '300.00', 2, 200, 'BTC', 13);
  deposit(88412, '500.00', 1, 40);
  // the contract's record example has one under review; the seed keeps the example account free to deposit
  deposit(88520, '1200.00', 1, 28);
  const withdrawal = (id: number, amount: string, status: 1 | 2 | 3, ageHours: number): void => {
    const createdAt = now - ageHours * HOUR;
    const quote = withdrawalQuote(amount, '0.01', '1', 'USDT')!;
    state.funds.withdrawals.push({
      id,
      userId: example.id,
      kind: 'wallet',
      address: trc20,
      currency: 'USDT',
      cryptoprotocol: 'TRC20',
      amount: quote.amount,
      fee: quote.fee,
      tax: quote.tax,
      received: quote.received,
      status,
      createdAt,
      decideAt: createdAt + HOUR,
      decidedAt: createdAt + HOUR,
      ...(status === 3 ? { reason: 'The receiving address was refused by the network' } : {}),
    });
    ledger(new Big(quote.total).times(-1).toFixed(), LEDGER.withdrawal, createdAt, `withdrawal:${id}`);
    if (status === 3) ledger(quote.total, LEDGER.withdrawalRejected, createdAt + HOUR, `withdrawal:${id}`);
  };
  withdrawal(5210, '250.00', 2, 60);
  withdrawal(5188, '100.00', 3, 90);
  ledger('0.0125', LEDGER.currencyExchange, now - 100 * HOUR, 'exchange:390', 'BTC');
  ledger('-1200.00', LEDGER.currencyExchange, now - 100 * HOUR, 'exchange:390');
  ledger('0.85', LEDGER.currencyExchange, now - 99 * HOUR, 'exchange:391', 'ETH');
  ledger('-2900.00', LEDGER.currencyExchange, now - 99 * HOUR, 'exchange:391');
  seedPayroll(draft);
}
