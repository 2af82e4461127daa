import type { Domain } from '../api.ts';

export const tradingDomain: Domain = {
  name: 'trading',
  operations: {},
};
