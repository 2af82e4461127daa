/** Every domain of the sandbox; together they answer every operation of openapi.yaml. */
import type { Domain } from '../api.ts';
import { accountsDomain } from './accounts.ts';
import { communityDomain } from './community.ts';
import { fundsDomain } from './funds.ts';
import { marketDomain } from './market.ts';
import { productsDomain } from './products.ts';
import { tradingDomain } from './trading.ts';

/** In seed order: accounts first (other domains' seeds read the example account's team). */
export const DOMAINS: readonly Domain[] = [
  accountsDomain,
  communityDomain,
  marketDomain,
  fundsDomain,
  tradingDomain,
  productsDomain,
];
