import { useQueryClient } from '@tanstack/react-query';
import {
  useBatchCloseContracts,
  useCancelContractOrder,
  useCloseContract,
  useSetContract,
} from '../../api/generated/endpoints/contract/contract';
import { contractWriteOptions } from '../../api/queries/contract';
import type { BatchCloseRequest, SetContractRequest } from '../../api/generated/model';
import { useSendOnce } from '../../lib/use-send-once';

/**
 * The actions on contract orders: close a position, cancel a pending order, set take profit / stop
 * loss, close several positions of a symbol. Each sends once however often it is tapped; a failure
 * shows the server's message (the app's mutation error toast) and resolves to false; a success
 * resolves to true once the lists and the balance have been read again.
 */
export const useContractOrderActions = () => {
  const queryClient = useQueryClient();
  const sendOnce = useSendOnce();
  const options = contractWriteOptions(queryClient);
  const close = useCloseContract(options);
  const cancel = useCancelContractOrder(options);
  const tpsl = useSetContract(options);
  const batch = useBatchCloseContracts(options);
  return {
    close: (id: number) => sendOnce(() => close.mutateAsync({ data: { id } })),
    cancel: (id: number) => sendOnce(() => cancel.mutateAsync({ data: { id } })),
    setTpSl: (body: SetContractRequest) => sendOnce(() => tpsl.mutateAsync({ data: body })),
    batchClose: (body: BatchCloseRequest) => sendOnce(() => batch.mutateAsync({ data: body })),
    pending: close.isPending || cancel.isPending || tpsl.isPending || batch.isPending,
  } as const;
};
