import { useEffect } from 'react';
import { useGetWelfareHtml } from '../../../api/generated/endpoints/welfare/welfare';

/**
 * The welfare centre page. The provider serves it from a legacy POST (an empty JSON body), so it
 * is read with the generated mutation once on arrival; errors are shown on the screen, not toasted.
 */
export const useWelfareHtml = () => {
  const mutation = useGetWelfareHtml({ mutation: { meta: { silentErrors: true } } });
  const { mutate } = mutation;
  useEffect(() => {
    mutate({ data: {} });
  }, [mutate]);
  return {
    html: mutation.data?.data,
    isPending: mutation.isPending || mutation.isIdle,
    error: mutation.isError ? mutation.error : null,
    retry: () => mutate({ data: {} }),
  } as const;
};
