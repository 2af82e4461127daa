/**
 * Deposit and withdrawal channels (the contract's examples) and the bound bank card and addresses.
 */
import { done, invalid, ok, type UserHandler } from '../api.ts';
import type { SandboxContext } from '../context.ts';
import { t } from './funds-messages.ts';

interface DepositChannel {
  id: number;
  icon?: string;
  currency: string;
}
interface DepositDetail {
  id: number;
  currency: string;
  cryptoprotocol: string;
  address: string;
  rate: string | number;
  min_amount?: string | number;
  max_amount?: string | number;
  recommend_amounts?: Array<string | number>;
}
export interface WalletWay {
  id?: number;
  currency: string;
  cryptoprotocol: string;
  rate: string;
  min_amont?: string;
  fee?: string;
}

export const depositChannels = (ctx: SandboxContext, type: 1 | 2): DepositChannel[] =>
  (ctx.contract.example('getDepositList', type === 1 ? 'bank' : 'success') as { result: DepositChannel[] }).result;

export function depositDetail(ctx: SandboxContext, id: number): DepositDetail | undefined {
  for (const name of ['success', 'bank']) {
    const detail = (ctx.contract.example('getDepositType', name) as { result: DepositDetail }).result;
    if (detail.id === id) return detail;
  }
  // channels listed without a detail example: derived from the listing and the withdrawal networks
  const channel = [...depositChannels(ctx, 2), ...depositChannels(ctx, 1)].find((item) => item.id === id);
  if (channel === undefined) return undefined;
  const [currency = channel.currency, network] = channel.currency.split('-');
  const way = walletWays(ctx).find(
    (item) => item.currency === currency && (network === undefined || item.cryptoprotocol === network),
  );
  const protocol = network ?? way?.cryptoprotocol ?? currency;
  const addresses: Record<string, string> = {
    ERC20: '0x5aE9c3B1d7F20a4C86e3D9b2F1A07c5E4d3B2a19',
    Bitcoin: 'bc1q8x4fz3k2v7m9w0d5n6c2e7r8t9y0u3i4o5p6a7',
  };
  return {
    id,
    currency,
    cryptoprotocol: protocol,
    address: addresses[protocol] ?? `${currency}-${protocol}-deposit`,
    rate: way?.rate ?? '1',
  };
}

export const walletWays = (ctx: SandboxContext): WalletWay[] =>
  (ctx.contract.example('getWalletWay') as { result: { result: WalletWay[] } }).result.result;
interface BankWay {
  cryptoprotocol: string;
  currency?: string;
  rate?: string;
  min_amont?: string;
  fee?: string;
}
export const bankWays = (ctx: SandboxContext): BankWay[] =>
  (ctx.contract.example('getBankWay') as { result: { result: BankWay[] } }).result.result;

/** A bank channel's withdrawal terms (the proposed fields of `/bankway`; without them USD at rate 1, no fee). */
export const bankTerms = (way: BankWay): WalletWay => ({
  currency: way.currency ?? 'USD',
  cryptoprotocol: way.cryptoprotocol,
  rate: way.rate ?? '1',
  min_amont: way.min_amont ?? '1',
  fee: way.fee ?? '0',
});

// ---------------------------------------------------------------------------------------------
// Binding

const bindBank: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  // one bank card per user: binding again replaces it (docs/sandbox.md)
  const body = call.body as {
    cryptoprotocol?: string;
    realname: string;
    bankname: string;
    bankzhiname: string;
    cardno: string;
    code: string;
    ifsc_code?: string;
    bank_address?: string;
    branch_otp?: string;
  };
  const channel = body.cryptoprotocol ?? bankWays(ctx)[0]?.cryptoprotocol ?? 'Bank transfer';
  ctx.store.write(() => {
    viewer.bankCard = {
      cryptoprotocol: channel,
      realname: body.realname.trim(),
      bankname: body.bankname.trim(),
      bankzhiname: body.bankzhiname.trim(),
      cardno: body.cardno.trim(),
      code: body.code.trim().toUpperCase(),
      ...(body.ifsc_code ? { ifsc_code: body.ifsc_code.toUpperCase() } : {}),
      ...(body.bank_address ? { bank_address: body.bank_address } : {}),
      ...(body.branch_otp ? { branch_otp: body.branch_otp } : {}),
    };
  });
  return done(t(lang, 'bankBound'));
};

const bindAddress: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const body = call.body as { currency: string; cryptoprotocol: string; wallet_address: string };
  const way = walletWays(ctx).find(
    (item) => item.currency === body.currency.toUpperCase() && item.cryptoprotocol === body.cryptoprotocol,
  );
  if (way === undefined) return invalid(lang, 'cryptoprotocol', t(lang, 'unknownChannel'));
  ctx.store.write(() => {
    // one address per asset and network: binding again replaces it
    const existing = viewer.wallets.find(
      (wallet) => wallet.currency === way.currency && wallet.cryptoprotocol === way.cryptoprotocol,
    );
    if (existing !== undefined) existing.wallet_address = body.wallet_address;
    else
      viewer.wallets.push({
        id: ctx.store.nextId('wallet', 801),
        currency: way.currency,
        cryptoprotocol: way.cryptoprotocol,
        wallet_address: body.wallet_address,
      });
  });
  return done(t(lang, 'addressBound'));
};

const getBank: UserHandler = (call) => {
  const card = call.viewer.bankCard;
  if (card === null) return ok([]);
  return ok([
    {
      realname: card.realname,
      bankname: card.bankname,
      bankzhiname: card.bankzhiname,
      ifsc: card.code,
      cardno: card.cardno,
      ...(card.ifsc_code ? { ifsc_code: card.ifsc_code } : {}),
      ...(card.bank_address ? { bank_address: card.bank_address } : {}),
    },
  ]);
};

const getWallet: UserHandler = (call) =>
  ok(
    call.viewer.wallets.map((wallet) => ({
      id: wallet.id,
      currency: wallet.currency,
      cryptoprotocol: wallet.cryptoprotocol,
      wallet_address: wallet.wallet_address,
    })),
  );
const getBankWay: UserHandler = (call) => ok({ result: bankWays(call.ctx) });
const getWalletWay: UserHandler = (call) => ok({ result: walletWays(call.ctx) });

export const channelOperations = { bindBank, bindAddress, getBank, getWallet, getBankWay, getWalletWay };
