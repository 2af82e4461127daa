import { describe, expect, it } from 'vitest';
import {
  formatWindowOpening,
  isWithdrawalOpen,
  nextWindowOpening,
  providerClock,
  type WithdrawalKind,
} from './withdrawal-hours';

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

describe('the next window (Asia/Ho_Chi_Minh)', () => {
  const opening = (at: Date, kind: WithdrawalKind = 'ordinary') => {
    const next = nextWindowOpening(at, kind);
    return next && { at: next.at.toISOString(), inDays: next.inDays, weekday: next.weekday };
  };

  it('is none while the window is open', () => {
    expect(nextWindowOpening(vn('2026-11-23T07:00:00'))).toBeNull(); // Monday 07:00
    expect(nextWindowOpening(vn('2026-11-28T08:59:59'), 'salary')).toBeNull(); // Saturday
  });

  it('is today before 07:00, tomorrow after 09:00, and Monday after Friday’s window for ordinary withdrawals', () => {
    // 07:00 in Vietnam is 00:00 UTC
    expect(opening(vn('2026-11-23T06:59:59'))).toEqual({ at: '2026-11-23T00:00:00.000Z', inDays: 0, weekday: 1 });
    expect(opening(vn('2026-11-23T09:00:00'))).toEqual({ at: '2026-11-24T00:00:00.000Z', inDays: 1, weekday: 2 });
    expect(opening(vn('2026-11-27T09:00:00'))).toEqual({ at: '2026-11-30T00:00:00.000Z', inDays: 3, weekday: 1 }); // Friday → Monday
    expect(opening(vn('2026-11-28T08:00:00'))).toEqual({ at: '2026-11-30T00:00:00.000Z', inDays: 2, weekday: 1 }); // Saturday → Monday
    expect(opening(vn('2026-11-29T06:00:00'))).toEqual({ at: '2026-11-30T00:00:00.000Z', inDays: 1, weekday: 1 }); // Sunday → tomorrow
  });

  it('is the next day at 07:00 for salary withdrawals, weekends included', () => {
    expect(opening(vn('2026-11-27T09:00:00'), 'salary')).toEqual({
      at: '2026-11-28T00:00:00.000Z',
      inDays: 1,
      weekday: 6,
    }); // Friday → Saturday
    expect(opening(vn('2026-11-28T23:59:59'), 'salary')).toEqual({
      at: '2026-11-29T00:00:00.000Z',
      inDays: 1,
      weekday: 0,
    }); // Saturday → Sunday
    expect(opening(vn('2026-11-29T00:00:00'), 'salary')).toEqual({
      at: '2026-11-29T00:00:00.000Z',
      inDays: 0,
      weekday: 0,
    }); // Sunday → today
  });

  it('counts days in Vietnam, not in UTC or on the device', () => {
    // Sunday 16:59:59 UTC is Sunday 23:59:59 in Vietnam: Monday is tomorrow
    expect(opening(new Date('2026-11-29T16:59:59Z'))).toMatchObject({ inDays: 1, weekday: 1 });
    // one second later it is Monday 00:00 in Vietnam, still Sunday in UTC: the window opens today
    expect(opening(new Date('2026-11-29T17:00:00Z'))).toEqual({
      at: '2026-11-30T00:00:00.000Z',
      inDays: 0,
      weekday: 1,
    });
    // Friday 02:30 UTC is Friday 09:30 in Vietnam (closed), though 07:00–09:00 UTC is still to come that day
    expect(opening(new Date('2026-11-27T02:30:00Z'))).toMatchObject({ at: '2026-11-30T00:00:00.000Z', inDays: 3 });
    // milliseconds do not move the opening off the minute
    expect(opening(new Date('2026-11-27T02:30:59.999Z'), 'salary')).toMatchObject({ at: '2026-11-28T00:00:00.000Z' });
  });

  it('is, from every minute of two weeks, the first open minute that follows', () => {
    const start = vn('2026-11-23T00:00:00').getTime();
    const minutes = 14 * 24 * 60;
    for (const kind of ['ordinary', 'salary'] as const) {
      const open = Array.from({ length: minutes + 3 * 1440 }, (_, i) =>
        isWithdrawalOpen(new Date(start + i * 60_000), kind),
      );
      // the first minute of the next window, found by walking back from the end
      const next: number[] = new Array<number>(open.length).fill(-1);
      for (let i = open.length - 2; i >= 0; i -= 1) next[i] = open[i + 1] && !open[i] ? i + 1 : next[i + 1]!;
      for (let i = 0; i < minutes; i += 1) {
        const found = nextWindowOpening(new Date(start + i * 60_000 + 30_000), kind);
        if (open[i]) expect(found).toBeNull();
        else expect(found?.at.getTime(), `${kind} minute ${i}`).toBe(start + next[i]! * 60_000);
      }
    }
  });

  it('names the day and the time in the user’s language, in Vietnam time', () => {
    const monday = nextWindowOpening(vn('2026-11-28T10:00:00'))!;
    expect(formatWindowOpening(monday, 'en-US')).toEqual({ day: 'Monday', time: '07:00' });
    expect(formatWindowOpening(monday, 'vi-VN')).toEqual({ day: 'Thứ Hai', time: '07:00' });
    expect(formatWindowOpening(monday, 'de-DE')).toEqual({ day: 'Montag', time: '07:00' });
    expect(formatWindowOpening(monday, 'ja-JP').day).toBe('月曜日');
  });
});

describe('the provider clock at the week ends', () => {
  it('numbers Sunday 0 and Saturday 6', () => {
    expect(providerClock(vn('2026-11-22T08:00:00')).weekday).toBe(0);
    expect(providerClock(vn('2026-11-28T08:00:00')).weekday).toBe(6);
    expect(providerClock(vn('2026-11-28T23:59:00'))).toEqual({ weekday: 6, minute: 23 * 60 + 59 });
  });
});
