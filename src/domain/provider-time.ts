/**
 * The provider's times (docs/decisions/0035-trader-figures.md): it writes `YYYY-MM-DD HH:mm:ss` (or a
 * date alone) in its own zone, Asia/Ho_Chi_Minh (UTC+7 all year, no daylight saving), without saying
 * so. The app reads them as instants and shows them in the device's zone, as the chart does, so a
 * record never looks hours in the future and every time on screen agrees with the candles. A date
 * alone (a staking term's first and last day, a settlement day) is a day of the provider's calendar,
 * not an instant: it is shown as that date, never moved into another zone (decision 0038).
 */
export const PROVIDER_ZONE = 'Asia/Ho_Chi_Minh';
const PROVIDER_OFFSET_MS = 7 * 3_600_000;

const PROVIDER_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The instant (UTC ms) of a provider time, or null when the text is no such time. */
export const parseProviderTime = (text: string | null | undefined): number | null => {
  if (typeof text !== 'string') return null;
  const match = PROVIDER_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(Number(y), month - 1, day, hour, minute, second);
  // 31 February and the like roll over: no such time
  if (new Date(local).getUTCDate() !== day) return null;
  return local - PROVIDER_OFFSET_MS;
};

/** The first instant (UTC ms) of the provider's calendar day that contains `ms`. */
export const providerDayStart = (ms: number): number => {
  const local = new Date(ms + PROVIDER_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - PROVIDER_OFFSET_MS;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a date alone (`YYYY-MM-DD`): a day of the provider's calendar. */
export const isProviderDate = (text: string | null | undefined): boolean =>
  typeof text === 'string' && DATE_ONLY.test(text.trim());

/**
 * What a `<time datetime>` carries for a provider time: the instant in UTC (`2026-11-27T00:00:00.000Z`),
 * the date itself for a date alone, null when the text is no such time.
 */
export const providerTimeAttribute = (text: string | null | undefined): string | null => {
  const ms = parseProviderTime(text);
  if (ms === null || typeof text !== 'string') return null;
  return isProviderDate(text) ? text.trim() : new Date(ms).toISOString();
};

/**
 * A provider time in the device's zone (or `timeZone`), in the user's language: date and time to the
 * second; a date alone as that date of the provider's calendar; the text itself when it is no provider
 * time (never a made-up date).
 */
export const formatProviderTime = (text: string | null | undefined, language: string, timeZone?: string): string => {
  const ms = parseProviderTime(text);
  if (ms === null) return text ?? '';
  if (isProviderDate(text)) {
    // the calendar day as written: its midnight in UTC, read back in UTC
    return new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).format(ms + PROVIDER_OFFSET_MS);
  }
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(ms);
};
