import { StakingRebateType } from '../../api/provider-values';
/** Locale keys of the rebate methods (`type`): 1 daily yield, deposit back at expiry; 2 all at expiry. */
export const rebateKey = (type: number): 'rebate.daily' | 'rebate.atMaturity' =>
  type === StakingRebateType.atMaturity ? 'rebate.atMaturity' : 'rebate.daily';

export type StakingOrderState = 'pendingActivation' | 'active' | 'completed' | 'cancelled';

const STATES: readonly StakingOrderState[] = ['pendingActivation', 'active', 'completed', 'cancelled'];

export const stakingOrderState = (status: number): StakingOrderState => STATES[status] ?? 'pendingActivation';

export const STAKING_STATE_PALETTE: Record<StakingOrderState, string> = {
  pendingActivation: 'orange',
  active: 'brand',
  completed: 'green',
  cancelled: 'gray',
};
