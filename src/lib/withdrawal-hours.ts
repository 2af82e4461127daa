/**
 * Withdrawal hours. The provider is based in Vietnam, so its window is read in Vietnam time
 * (Asia/Ho_Chi_Minh, UTC+7 all year) whatever the device's own time zone is:
 * - ordinary withdrawals: Monday to Friday, 07:00 up to (not including) 09:00;
 * - salary withdrawals: every day, 07:00 up to 09:00.
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
