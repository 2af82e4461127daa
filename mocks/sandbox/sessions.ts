/**
 * Sessions: a bearer token per sign-in, ended by signing out, by a password change (every other
 * session of the account) or recovery (all of them), and by idleness: a token unused for
 * `SESSION_IDLE_MS` is refused with the contract's 401 and forgotten. Each use slides the window
 * (written at most once a minute, so reads stay reads for the store). Idleness is measured on the
 * wall clock (`marketNow`, moved by `advance()`), not on business time: `--speed 1000` must not sign
 * a developer out every ten minutes.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from './context.ts';
import type { UserRecord } from './state.ts';

/** A session ends after this long without a request (7 days, sliding). */
export const SESSION_IDLE_MS = 7 * 86_400_000;
/** A use is recorded when the last recorded one is older than this. */
const TOUCH_EVERY_MS = 60_000;

/** A new bearer token bound to one user. */
export function openSession(ctx: SandboxContext, user: UserRecord, now: number): string {
  const token = randomBytes(24).toString('base64url');
  ctx.store.write((state) => {
    state.sessions[token] = { userId: user.id, createdAt: now, lastSeenAt: ctx.clock.marketNow() };
  });
  return token;
}

/** The user of a live session, or undefined (an idle session is ended here). */
export function sessionUser(ctx: SandboxContext, token: string | undefined): UserRecord | undefined {
  if (token === undefined) return undefined;
  const { state } = ctx.store;
  const session = Object.hasOwn(state.sessions, token) ? state.sessions[token] : undefined;
  if (session === undefined) return undefined;
  const now = ctx.clock.marketNow();
  const seen = session.lastSeenAt ?? session.createdAt;
  if (now - seen >= SESSION_IDLE_MS) {
    ctx.store.write((draft) => {
      delete draft.sessions[token];
    });
    return undefined;
  }
  if (now - seen >= TOUCH_EVERY_MS) {
    ctx.store.write(() => {
      session.lastSeenAt = now;
    });
  }
  return state.users[String(session.userId)];
}

/** Ends the sessions of one account, all but `keep` (the token that asked, when it may stay). */
export function endSessions(ctx: SandboxContext, userId: number, keep?: string): number {
  let ended = 0;
  ctx.store.write((state) => {
    for (const [token, session] of Object.entries(state.sessions)) {
      if (session.userId !== userId || token === keep) continue;
      delete state.sessions[token];
      ended += 1;
    }
  });
  return ended;
}

/** Ends one session (sign-out). */
export function endSession(ctx: SandboxContext, token: string): void {
  ctx.store.write((state) => {
    delete state.sessions[token];
  });
}
