/**
 * Trading: option (timed) orders and perpetual contracts, filled, valued and settled at the prices
 * the market socket streams (`ctx.market.price`). The contract maths are the app's own
 * (src/lib/contract-math.ts, src/lib/liquidation.ts), so what a trader previews is what happens.
 * Rules the provider does not document are in docs/decisions/0012-sandbox-trading-rules.md.
 */
import { ok, okData, type Domain, type UserHandler } from '../api.ts';
import {
  batchCloseContracts,
  cancelContractOrder,
  closeContract,
  createPerpetualContract,
  getContractOrderAllList,
  getContractOrderList,
  setContract,
} from './trading/contracts.ts';
import { createOptionOrder, getOrderDetail, getOrderList, getOrderRecord } from './trading/options.ts';
import { expiriesOf, leveragesOf } from './trading/rules.ts';
import { seed } from './trading/seed.ts';
import { tick } from './trading/settlement.ts';

export {
  closePosition,
  expiriesOf,
  feeRateOf,
  leveragesOf,
  optionOutcome,
  optionPayout,
  overnightRateOf,
  tpslProblem,
  TRADING_MESSAGES,
} from './trading/rules.ts';
export { contractRow } from './trading/contracts.ts';
export { triggerOf } from './trading/settlement.ts';

// catalogue operations: the contract's examples, shared with the static mock
const getOrderInfo: UserHandler = (call) => ok(expiriesOf(call.ctx));
const getQuickAmounts: UserHandler = (call) =>
  ok((call.ctx.contract.readExample('getQuickAmounts') as { result: number[] }).result);
const getContractInfo: UserHandler = (call) => okData({ multiple: leveragesOf(call.ctx) }, 'success');

export const tradingDomain: Domain = {
  name: 'trading',
  operations: {
    getOrderInfo,
    getQuickAmounts,
    createOptionOrder,
    getOrderRecord,
    getOrderList,
    getOrderDetail,
    getContractInfo,
    createPerpetualContract,
    setContract,
    closeContract,
    batchCloseContracts,
    cancelContractOrder,
    getContractOrderList,
    getContractOrderAllList,
  },
  tick,
  seed,
};
