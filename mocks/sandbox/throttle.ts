/**
 * Throttled guessing: wrong passwords and wrong recovery codes are counted per account (the phone)
 * and per client; `LIMITS` of them within `WINDOW_MS` lock further tries, the right one included,
 * until the oldest counted try is `WINDOW_MS` old. Answered with the contract's 429, `Retry-After`
 * in seconds and a message that says the wait. Counts live in memory (a restart forgets them), on
 * the wall clock (`marketNow`: business time may run sped up).
 */
import type { Answer } from './api.ts';
import type { SandboxContext } from './context.ts';
import { translate, type Lang, type MessageTable } from './i18n.ts';

/** The window over which wrong tries are counted (15 minutes). */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Wrong tries allowed per account and per client within the window. */
export const THROTTLE_LIMITS = { account: 5, client: 30 } as const;

export type ThrottleKind = 'password' | 'recoveryCode';

export const THROTTLE_MESSAGES = {
  tooManyTries: {
    en: 'Too many failed attempts. Please wait {seconds} seconds before trying again',
    vi: 'Thử sai quá nhiều lần. Vui lòng đợi {seconds} giây rồi thử lại',
    zh: '失败次数过多，请等待 {seconds} 秒后再试',
    ja: '失敗が多すぎます。{seconds} 秒待ってから再度お試しください',
    ko: '실패 횟수가 너무 많습니다. {seconds}초 후에 다시 시도하세요',
    es: 'Demasiados intentos fallidos. Espere {seconds} segundos antes de volver a intentarlo',
    fr: 'Trop de tentatives échouées. Veuillez patienter {seconds} secondes avant de réessayer',
    de: 'Zu viele Fehlversuche. Bitte warten Sie {seconds} Sekunden, bevor Sie es erneut versuchen',
  },
} as const satisfies MessageTable;

type Failures = Map<string, number[]>;
const perSandbox = new WeakMap<SandboxContext, Failures>();

const failuresOf = (ctx: SandboxContext): Failures => {
  let failures = perSandbox.get(ctx);
  if (failures === undefined) {
    failures = new Map<string, number[]>();
    perSandbox.set(ctx, failures);
  }
  return failures;
};

const keysOf = (kind: ThrottleKind, account: string, client: string): Array<[string, number]> => [
  [`${kind}:account:${account}`, THROTTLE_LIMITS.account],
  [`${kind}:client:${client}`, THROTTLE_LIMITS.client],
];

/** Recent failure times of one key (older ones dropped). */
function recent(failures: Failures, key: string, now: number): number[] {
  const times = (failures.get(key) ?? []).filter((time) => now - time < THROTTLE_WINDOW_MS);
  if (times.length === 0) failures.delete(key);
  else failures.set(key, times);
  return times;
}

/** The 429 to answer when the account or the client is locked, else undefined. */
export function throttled(
  ctx: SandboxContext,
  lang: Lang,
  kind: ThrottleKind,
  account: string,
  client: string,
): Answer | undefined {
  const failures = failuresOf(ctx);
  const now = ctx.clock.marketNow();
  let waitMs = 0;
  for (const [key, limit] of keysOf(kind, account, client)) {
    const times = recent(failures, key, now);
    if (times.length >= limit) waitMs = Math.max(waitMs, times[times.length - limit]! + THROTTLE_WINDOW_MS - now);
  }
  if (waitMs <= 0) return undefined;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return {
    status: 429,
    headers: { 'Retry-After': String(seconds) },
    body: { status: 429, message: translate(THROTTLE_MESSAGES, lang, 'tooManyTries', { seconds }) },
  };
}

/** Counts one wrong try against the account and the client. */
export function recordFailure(ctx: SandboxContext, kind: ThrottleKind, account: string, client: string): void {
  const failures = failuresOf(ctx);
  const now = ctx.clock.marketNow();
  for (const [key] of keysOf(kind, account, client)) failures.set(key, [...recent(failures, key, now), now]);
}

/** A success clears the account's count (not the client's: one right guess must not reset a spray). */
export function recordSuccess(ctx: SandboxContext, kind: ThrottleKind, account: string): void {
  failuresOf(ctx).delete(`${kind}:account:${account}`);
}
