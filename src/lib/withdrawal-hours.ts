/**
 * Withdrawal hours. The provider is based in Vietnam, so its window is read in Vietnam time
 * (Asia/Ho_Chi_Minh, UTC+7 all year) whatever the device's own time zone is:
 * - ordinary withdrawals: Monday to Friday, 07:00 up to (not including) 09:00;
 * - salary withdrawals: every day, 07:00 up to 09:00.
 * Outside its window each kind says when the next one opens (nextWindowOpening).
 */
const WITHDRAWAL_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const WINDOW_START_MINUTE = 7 * 60;
const WINDOW_END_MINUTE = 9 * 60;

export type WithdrawalKind = 'ordinary' | 'salary';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

let formatter: Intl.DateTimeFormat | null = null;

/** Day of the week (0 = Sunday) and minute of the day in Vietnam at an instant. */
export const providerClock = (at: Date): { weekday: number; minute: number } => {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: WITHDRAWAL_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
};

/** Whether a withdrawal of this kind is accepted at this instant. */
export const isWithdrawalOpen = (at: Date, kind: WithdrawalKind = 'ordinary'): boolean => {
  const { weekday, minute } = providerClock(at);
  const inHours = minute >= WINDOW_START_MINUTE && minute < WINDOW_END_MINUTE;
  if (kind === 'salary') return inHours;
  return inHours && weekday >= 1 && weekday <= 5;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** When the next window of a kind opens, as the provider counts days (Vietnam). */
export interface WindowOpening {
  /** The instant it opens (07:00 in Vietnam). */
  at: Date;
  /** Days from today to that day, both in Vietnam: 0 today, 1 tomorrow, up to 3 (Friday after hours → Monday). */
  inDays: number;
  /** Its day of the week in Vietnam (0 = Sunday). */
  weekday: number;
}

const opensOn = (kind: WithdrawalKind, weekday: number): boolean => kind === 'salary' || (weekday >= 1 && weekday <= 5);

/**
 * The next opening of the window of this kind after `now`, or null while it is open. Vietnam keeps
 * UTC+7 all year (no daylight saving), so its days are exactly 24 hours long and the opening is the
 * Vietnamese midnight plus whole days and 07:00.
 */
export const nextWindowOpening = (now: Date, kind: WithdrawalKind = 'ordinary'): WindowOpening | null => {
  if (isWithdrawalOpen(now, kind)) return null;
  const { weekday, minute } = providerClock(now);
  // seconds and milliseconds are the same in Vietnam as in UTC (the offset is whole hours)
  const midnight = now.getTime() - minute * MINUTE_MS - now.getUTCSeconds() * 1000 - now.getUTCMilliseconds();
  for (let inDays = minute < WINDOW_START_MINUTE ? 0 : 1; inDays <= 7; inDays += 1) {
    const day = (weekday + inDays) % 7;
    if (opensOn(kind, day))
      return { at: new Date(midnight + inDays * DAY_MS + WINDOW_START_MINUTE * MINUTE_MS), inDays, weekday: day };
  }
  return null;
};

/** The opening's day of the week and time, in a locale, as read in Vietnam ("Monday", "07:00"). */
export const formatWindowOpening = (opening: WindowOpening, locale: string): { day: string; time: string } => ({
  day: new Intl.DateTimeFormat(locale, { timeZone: WITHDRAWAL_TIME_ZONE, weekday: 'long' }).format(opening.at),
  time: new Intl.DateTimeFormat(locale, {
    timeZone: WITHDRAWAL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(opening.at),
});
