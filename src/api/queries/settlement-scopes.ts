import type { QueryFilters } from '@tanstack/react-query';
import { contractScopes } from './contract';
import { optionScopes } from './options';

/** Every order list a balance is summed with: what a balance the provider moved makes stale. */
export const settlementScopes: readonly QueryFilters[] = [
  contractScopes.ordersByStatus,
  contractScopes.symbolOrders,
  optionScopes.orders,
];
