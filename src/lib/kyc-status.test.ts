import { describe, expect, it } from 'vitest';
import { canSubmitKyc, isRealNameVerified, kycState } from './kyc-status';
import { KycStatus } from '../api/provider-values';

describe('kyc status', () => {
  it('reads 0 unverified, 1 verified, 2 rejected, 3 under review; anything else as unverified', () => {
    expect([0, 1, 2, 3, '1', '3', null, undefined, 7, -1, 'x'].map(kycState)).toEqual([
      0, 1, 2, 3, 1, 3, 0, 0, 0, 0, 0,
    ]);
  });

  it('allows a submission when unverified or rejected only', () => {
    expect(canSubmitKyc(KycStatus.unverified)).toBe(true);
    expect(canSubmitKyc(KycStatus.rejected)).toBe(true);
    expect(canSubmitKyc(KycStatus.pending)).toBe(false);
    expect(canSubmitKyc(KycStatus.verified)).toBe(false);
  });

  it('allows advanced verification only after real-name verification is approved (as the advanced screen checks it)', () => {
    for (const realauth_status of [0, 1, 2, 3] as const) {
      for (const certification_status of [0, 1, 2, 3] as const) {
        const allowed = isRealNameVerified({ realauth_status }) && canSubmitKyc(kycState(certification_status));
        expect(allowed).toBe(realauth_status === 1 && (certification_status === 0 || certification_status === 2));
      }
    }
    expect(isRealNameVerified(null)).toBe(false);
    expect(isRealNameVerified({ realauth_status: 1 })).toBe(true);
    expect(isRealNameVerified({ realauth_status: 3 })).toBe(false);
  });
});
