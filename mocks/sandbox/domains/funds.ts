import type { Domain } from '../api.ts';

export const fundsDomain: Domain = {
  name: 'funds',
  operations: {},
};
