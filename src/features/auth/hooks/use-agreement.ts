import { useGetAgreement } from '../../../api/generated/endpoints/auth/auth';

/** Article ids of `/register/agreement`. */
export const ARTICLE = { registrationTerms: 1, aboutUs: 2, platformTerms: 4 } as const;

/** The registration terms (or another article): title, HTML body and date. */
export const useAgreement = (id: number = ARTICLE.registrationTerms) =>
  useGetAgreement({ id }, { query: { select: (response) => response.result.data, staleTime: 10 * 60_000 } });
