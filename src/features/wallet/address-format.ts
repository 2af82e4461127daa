/**
 * A light format check of a withdrawal address for its channel's network, so a typo is caught
 * before binding (the provider validates again):
 * - TRC20 / TRON: "T" then 33 base58 characters;
 * - ERC20, BEP20, Polygon, Arbitrum and other EVM networks: "0x" then 40 hex digits;
 * - Bitcoin: legacy (1… / 3…, base58) or bech32 ("bc1…");
 * - anything else: 10–128 characters without spaces.
 */
export type AddressNetwork = 'tron' | 'evm' | 'bitcoin' | 'other';

export const networkOf = (cryptoprotocol: string): AddressNetwork => {
  const name = cryptoprotocol.toUpperCase();
  if (/TRC|TRON/.test(name)) return 'tron';
  if (/ERC|BEP|BSC|EVM|POLYGON|MATIC|ARBITRUM|OPTIMISM|ETH/.test(name)) return 'evm';
  if (/BTC|BITCOIN/.test(name)) return 'bitcoin';
  return 'other';
};

const PATTERNS: Record<AddressNetwork, RegExp> = {
  tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  evm: /^0x[0-9a-fA-F]{40}$/,
  bitcoin: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  other: /^\S{10,128}$/,
};

export const isValidAddress = (address: string, cryptoprotocol: string): boolean =>
  PATTERNS[networkOf(cryptoprotocol)].test(address.trim());
