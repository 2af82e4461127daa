import { useQuery } from '@tanstack/react-query';
import { ArticleId } from '../../../api/provider-values';
import { authQueries } from '../../../api/queries/auth';

/** The registration terms (or another article): title, HTML body and date. */
export const useAgreement = (id: number = ArticleId.registrationTerms) =>
  useQuery({ ...authQueries.agreement(id), staleTime: 10 * 60_000 });
