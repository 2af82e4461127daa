import type { Domain } from '../api.ts';

export const marketDomain: Domain = {
  name: 'market',
  operations: {},
};
