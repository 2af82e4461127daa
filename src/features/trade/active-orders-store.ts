import { create } from 'zustand';
import type { OptionDirection, OptionOrderDetail, OptionOrderTicket } from '../../api/generated/model';

/**
 * counting: the countdown runs; settling: it ended and the result is being fetched; pending: the
 * provider had not settled it 30 s later (the records will show it); settled: the result is known.
 */
export type SettleState = 'counting' | 'settling' | 'pending' | 'settled';

export interface ActiveOrder {
  id: number;
  /** The sign-in token it was placed with: another sign-in in the same tab does not see it. */
  owner: string | null;
  /** Lower-case pair code. */
  symbol: string;
  direction: OptionDirection;
  amount: string;
  openPrice: string;
  tradeTime: number;
  /** When the countdown reaches zero (ms since the epoch). */
  endsAt: number;
  state: SettleState;
  result?: OptionOrderDetail;
}

interface ActiveOrdersState {
  orders: ActiveOrder[];
  /** An order the provider accepted: its countdown starts now. */
  add: (ticket: OptionOrderTicket, owner: string | null, now?: number) => void;
  setState: (id: number, state: SettleState, result?: OptionOrderDetail) => void;
  /** The user has seen the outcome. */
  dismiss: (id: number) => void;
}

/**
 * The option orders placed in this session whose outcome the user has not seen yet. Kept outside
 * the screen so a countdown survives leaving the trade screen and coming back.
 */
export const useActiveOrders = create<ActiveOrdersState>()((set) => ({
  orders: [],
  add: (ticket, owner, now = Date.now()) =>
    set((state) => ({
      orders: [
        ...state.orders.filter((order) => order.id !== ticket.order_id),
        {
          id: ticket.order_id,
          owner,
          symbol: ticket.symbol.toLowerCase(),
          direction: ticket.direction,
          amount: String(ticket.amount),
          openPrice: String(ticket.open_price),
          tradeTime: ticket.trade_time,
          endsAt: now + ticket.trade_time * 1000,
          state: 'counting',
        },
      ],
    })),
  setState: (id, next, result) =>
    set((state) => ({
      orders: state.orders.map((order) =>
        order.id === id ? { ...order, state: next, ...(result ? { result } : {}) } : order,
      ),
    })),
  dismiss: (id) => set((state) => ({ orders: state.orders.filter((order) => order.id !== id) })),
}));
