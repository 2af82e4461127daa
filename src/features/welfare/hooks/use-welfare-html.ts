import { useQuery } from '@tanstack/react-query';
import { welfareQueries } from '../../../api/queries/welfare';

/** The welfare centre page; a failure is shown on the screen, and its retry loads the page again. */
export const useWelfareHtml = () => {
  const query = useQuery(welfareQueries.page());
  const retrying = query.isError && query.isFetching;
  return {
    html: query.data,
    isPending: query.isPending || retrying,
    error: query.isError && !retrying ? query.error : null,
    retry: () => void query.refetch(),
  } as const;
};
