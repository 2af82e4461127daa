import { useQuery } from '@tanstack/react-query';
import { authQueries } from '../../../api/queries/auth';

/** Article ids of `/register/agreement`. */
export const ARTICLE = { registrationTerms: 1, aboutUs: 2, platformTerms: 4 } as const;

/** The registration terms (or another article): title, HTML body and date. */
export const useAgreement = (id: number = ARTICLE.registrationTerms) =>
  useQuery({ ...authQueries.agreement(id), staleTime: 10 * 60_000 });
