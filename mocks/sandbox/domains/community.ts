import type { Domain } from '../api.ts';

export const communityDomain: Domain = {
  name: 'community',
  operations: {},
};
