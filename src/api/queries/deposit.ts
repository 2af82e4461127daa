import { getGetDepositListQueryOptions, getGetDepositTypeQueryOptions } from '../generated/endpoints/deposit/deposit';
import type { DepositChannelType } from '../generated/model';

/** The deposit channels of one kind (`result`, none when it is not a list) and one channel's terms (`result`). */
export const depositQueries = {
  channels: (type: DepositChannelType) =>
    getGetDepositListQueryOptions(
      { type },
      { query: { select: (response) => (Array.isArray(response.result) ? response.result : []) } },
    ),
  /** A positive id only; any other asks for nothing. */
  channel: (id: number) =>
    getGetDepositTypeQueryOptions(
      { id },
      { query: { enabled: Number.isInteger(id) && id > 0, select: (response) => response.result } },
    ),
};
