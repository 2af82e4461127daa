import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatProviderTime,
  isProviderDate,
  parseProviderTime,
  providerDayStart,
  providerTimeAttribute,
} from './provider-time';

describe('provider times', () => {
  it('reads the provider’s wall time as UTC+7', () => {
    expect(parseProviderTime('2026-11-27 07:00:00')).toBe(Date.UTC(2026, 10, 27, 0, 0, 0));
    expect(parseProviderTime('2026-11-27')).toBe(Date.UTC(2026, 10, 26, 17, 0, 0));
    expect(parseProviderTime('2026-02-31 10:00:00')).toBeNull();
    expect(parseProviderTime('yesterday')).toBeNull();
    expect(parseProviderTime(null)).toBeNull();
  });

  it('shows it in the device’s zone: 07:00 in Vietnam is 00:00 in UTC and 09:00 in Tokyo', () => {
    expect(formatProviderTime('2026-11-27 07:00:00', 'en-GB', 'UTC')).toBe('27/11/2026, 00:00:00');
    expect(formatProviderTime('2026-11-27 07:00:00', 'en-GB', 'Asia/Tokyo')).toBe('27/11/2026, 09:00:00');
    expect(formatProviderTime('2026-11-27 07:00:00', 'en-GB', 'Asia/Ho_Chi_Minh')).toBe('27/11/2026, 07:00:00');
    expect(formatProviderTime('not a time', 'en')).toBe('not a time');
  });

  it('shows a date alone as that day of the provider’s calendar, in every zone', () => {
    expect(isProviderDate('2026-11-27')).toBe(true);
    expect(isProviderDate('2026-11-27 07:00:00')).toBe(false);
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati', undefined]) {
      expect(formatProviderTime('2026-11-27', 'en-GB', zone)).toBe('27/11/2026');
    }
    expect(formatProviderTime('2026-11-27', 'de-DE')).toBe('27.11.2026');
  });

  it('gives a <time> its instant in UTC, or the date alone', () => {
    expect(providerTimeAttribute('2026-11-27 07:00:00')).toBe('2026-11-27T00:00:00.000Z');
    expect(providerTimeAttribute('2026-11-27')).toBe('2026-11-27');
    expect(providerTimeAttribute('soon')).toBeNull();
    expect(providerTimeAttribute(undefined)).toBeNull();
  });

  it('never puts a record the provider wrote just now in the future, whatever the device’s zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2035, 0, 1) / 1000 }),
        fc.constantFrom('UTC', 'Asia/Ho_Chi_Minh', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata'),
        (seconds, zone) => {
          const ms = seconds * 1000;
          const written = new Date(ms + 7 * 3_600_000).toISOString();
          const text = `${written.slice(0, 10)} ${written.slice(11, 19)}`;
          // what the device's own clock reads at that instant, in its zone
          const deviceNow = new Intl.DateTimeFormat('en-GB', {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
            timeZone: zone,
          }).format(ms);
          expect(formatProviderTime(text, 'en-GB', zone)).toBe(deviceNow);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips every second of the years the app meets, and finds its provider day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2035, 0, 1) / 1000 }), (seconds) => {
        const ms = seconds * 1000;
        const local = new Date(ms + 7 * 3_600_000).toISOString();
        const text = `${local.slice(0, 10)} ${local.slice(11, 19)}`;
        expect(parseProviderTime(text)).toBe(ms);
        const start = providerDayStart(ms);
        expect(start <= ms && ms - start < 86_400_000).toBe(true);
        expect(parseProviderTime(text.slice(0, 10))).toBe(start);
      }),
      { numRuns: 2000 },
    );
  });
});
