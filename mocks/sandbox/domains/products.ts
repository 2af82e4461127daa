import type { Domain } from '../api.ts';

export const productsDomain: Domain = {
  name: 'products',
  operations: {},
};
