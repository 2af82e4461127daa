import {
  getGetBankQueryOptions,
  getGetBankWayQueryOptions,
  getGetWalletQueryOptions,
  getGetWalletWayQueryOptions,
} from '../generated/endpoints/wallet/wallet';

/** Bound bank cards and wallet addresses (under `result`), and the channels they may use (under `result.result`). */
export const walletQueries = {
  banks: () => getGetBankQueryOptions({ query: { select: (response) => response.result } }),
  bankWays: () => getGetBankWayQueryOptions({ query: { select: (response) => response.result.result } }),
  wallets: () => getGetWalletQueryOptions({ query: { select: (response) => response.result } }),
  walletWays: () => getGetWalletWayQueryOptions({ query: { select: (response) => response.result.result } }),
};
