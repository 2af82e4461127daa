import type { User } from '../api/generated/model';

/** Verification state of `realauth_status` (real-name) and `certification_status` (advanced). */
export const KYC = { unverified: 0, verified: 1, rejected: 2, pending: 3 } as const;
export type KycState = (typeof KYC)[keyof typeof KYC];

/** Any value the provider sends, read as a state; unknown values count as not verified. */
export const kycState = (value: unknown): KycState => {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : 0;
};

/** A level can be (re)submitted when it was never sent or was rejected. */
export const canSubmitKyc = (state: KycState): boolean => state === KYC.unverified || state === KYC.rejected;

/** Real-name verification is complete: features that need verification may be used. */
export const isRealNameVerified = (user: Pick<User, 'realauth_status'> | null | undefined): boolean =>
  kycState(user?.realauth_status) === KYC.verified;

/** Advanced verification may be submitted only after real-name verification is approved. */
export const canSubmitAdvanced = (user: Pick<User, 'realauth_status' | 'certification_status'> | null | undefined): boolean =>
  isRealNameVerified(user) && canSubmitKyc(kycState(user?.certification_status));

/** The screen a user is sent to when a feature needs verification. */
export const KYC_ROUTE = '/pages/user/auth';
