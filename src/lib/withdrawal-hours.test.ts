import { describe, expect, it } from 'vitest';
import { isWithdrawalOpen, providerClock } from './withdrawal-hours';

// Vietnam is UTC+7 with no daylight saving: 07:00 there is 00:00 UTC.
const vn = (isoLocal: string): Date => new Date(`${isoLocal}+07:00`);

describe('withdrawal hours (Asia/Ho_Chi_Minh)', () => {
  it('reads the clock in Vietnam, not on the device', () => {
    expect(providerClock(new Date('2026-11-23T00:30:00Z'))).toEqual({ weekday: 1, minute: 7 * 60 + 30 });
    // Sunday 23:30 UTC is already Monday 06:30 in Vietnam
    expect(providerClock(new Date('2026-11-22T23:30:00Z'))).toEqual({ weekday: 1, minute: 6 * 60 + 30 });
  });

  it('ordinary withdrawals: Monday to Friday, 07:00 inclusive to 09:00 exclusive', () => {
    expect(isWithdrawalOpen(vn('2026-11-23T07:00:00'))).toBe(true); // Monday
    expect(isWithdrawalOpen(vn('2026-11-23T08:59:59'))).toBe(true);
    expect(isWithdrawalOpen(vn('2026-11-23T09:00:00'))).toBe(false);
    expect(isWithdrawalOpen(vn('2026-11-23T06:59:59'))).toBe(false);
    expect(isWithdrawalOpen(vn('2026-11-27T08:00:00'))).toBe(true); // Friday
    expect(isWithdrawalOpen(vn('2026-11-28T08:00:00'))).toBe(false); // Saturday
    expect(isWithdrawalOpen(vn('2026-11-22T08:00:00'))).toBe(false); // Sunday
  });

  it('salary withdrawals: every day 07:00 to 09:00', () => {
    expect(isWithdrawalOpen(vn('2026-11-28T08:00:00'), 'salary')).toBe(true);
    expect(isWithdrawalOpen(vn('2026-11-22T07:00:00'), 'salary')).toBe(true);
    expect(isWithdrawalOpen(vn('2026-11-22T09:00:00'), 'salary')).toBe(false);
  });

  it('every minute of a week agrees with the rule', () => {
    const monday = vn('2026-11-23T00:00:00').getTime();
    for (let minute = 0; minute < 7 * 24 * 60; minute += 1) {
      const day = Math.floor(minute / 1440); // 0 = Monday
      const ofDay = minute % 1440;
      const inHours = ofDay >= 420 && ofDay < 540;
      const at = new Date(monday + minute * 60_000);
      expect(isWithdrawalOpen(at)).toBe(inHours && day < 5);
      expect(isWithdrawalOpen(at, 'salary')).toBe(inHours);
    }
  });
});

describe('the provider clock at the week ends', () => {
  it('numbers Sunday 0 and Saturday 6', () => {
    expect(providerClock(vn('2026-11-22T08:00:00')).weekday).toBe(0);
    expect(providerClock(vn('2026-11-28T08:00:00')).weekday).toBe(6);
    expect(providerClock(vn('2026-11-28T23:59:00'))).toEqual({ weekday: 6, minute: 23 * 60 + 59 });
  });
});
