import type { User } from '../api/generated/model';
import { KycStatus } from '../api/provider-values';
import { pathOf } from './route-paths';

/** Verification state of `realauth_status` (real-name) and `certification_status` (advanced). */
export type KycState = KycStatus;

const STATES: readonly number[] = Object.values(KycStatus);

/** Any value the provider sends, read as a state; unknown values count as not verified. */
export const kycState = (value: unknown): KycState => {
  const n = Number(value);
  return STATES.includes(n) ? (n as KycState) : KycStatus.unverified;
};

/** A level can be (re)submitted when it was never sent or was rejected. */
export const canSubmitKyc = (state: KycState): boolean =>
  state === KycStatus.unverified || state === KycStatus.rejected;

/** Real-name verification is complete: features that need verification may be used. */
export const isRealNameVerified = (user: Pick<User, 'realauth_status'> | null | undefined): boolean =>
  kycState(user?.realauth_status) === KycStatus.verified;

/** The screen a user is sent to when a feature needs verification. */
export const KYC_ROUTE = pathOf('kyc');
