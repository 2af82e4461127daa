/**
 * The profile part of accounts: passwords (login, withdrawal, recovery), nickname and avatar,
 * uploads, identity verification (reviewed after a delay; a documented ID number is rejected),
 * VIP rules, the agreement articles, and the three-level team.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { done, invalid, invalidId, okData, refuse, type Handler, type UserHandler } from '../api.ts';
import type { SandboxContext } from '../context.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { endSession, endSessions } from '../sessions.ts';
import { recordFailure, recordSuccess, throttled } from '../throttle.ts';
import type { UserRecord } from '../state.ts';
import { submitAuthVerify } from './profile/kyc.ts';
import { t } from './profile/messages.ts';
import { getInviteRecords, getTeam, getTeamMembers } from './profile/team.ts';

export { PROFILE_MESSAGES } from './profile/messages.ts';
export { profileTick, REJECTED_ID_NUMBER } from './profile/kyc.ts';
export { maskPhone, teamOf } from './profile/team.ts';

/** The sandbox's password-recovery code: no SMS is sent; this code works for any registered phone (docs/sandbox.md). */
export const RECOVERY_CODE = '482913';
const UPLOAD_DIR = fileURLToPath(new URL('../../assets/uploads/sandbox/', import.meta.url));

const findByPhone = (ctx: SandboxContext, phone: string): UserRecord | undefined =>
  Object.values(ctx.store.state.users).find((user) => user.username === phone);

// ---------------------------------------------------------------------------------------------

const getAgreement: Handler = (call) => {
  const id = Number(call.query.id);
  const named: Record<number, string> = { 1: 'terms', 2: 'aboutUs' };
  const name = named[id];
  if (name !== undefined) return { status: 200, body: call.ctx.contract.example('getAgreement', name) };
  // other articles (platform terms, articles linked from messages)
  const examples = call.ctx.contract.examples('getAgreement', '200');
  const other = examples.find((entry) => !['terms', 'aboutUs'].includes(entry.name));
  if (id === 4 && other !== undefined) return { status: 200, body: structuredClone(other.value) };
  return invalidId(call.lang);
};

const sendRecoveryCode: Handler = (call) => {
  const { phone } = call.body as { phone: string };
  const user = findByPhone(call.ctx, phone);
  const last = call.ctx.store.state.community.recoveryCodes.find((code) => code.phone === phone);
  if (last !== undefined && last.expiresAt - 10 * 60_000 + 60_000 > call.now) {
    return {
      status: 429,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil((last.expiresAt - 9 * 60_000 - call.now) / 1000))) },
      body: { status: 429, message: t(call.lang, 'tooFrequent') },
    };
  }
  // the same answers whether or not the number is registered, the rate limit included: the call does
  // not reveal who has an account (an unregistered number is throttled too, and gets no usable code)
  call.ctx.store.write((state) => {
    state.community.recoveryCodes = state.community.recoveryCodes.filter((code) => code.phone !== phone);
    state.community.recoveryCodes.push({
      phone,
      code: user === undefined ? '' : RECOVERY_CODE,
      expiresAt: call.now + 10 * 60_000,
    });
  });
  return done(t(call.lang, 'codeSent'));
};

const recoverPassword: Handler = (call) => {
  const body = call.body as { phone: string; code: string; new_password: string; confirm_password: string };
  if (body.new_password !== body.confirm_password)
    return invalid(call.lang, 'confirm_password', t(call.lang, 'passwordsDiffer'));
  const client = call.client ?? 'local';
  const locked = throttled(call.ctx, call.lang, 'recoveryCode', body.phone, client);
  if (locked !== undefined) return locked;
  const user = findByPhone(call.ctx, body.phone);
  if (user === undefined || body.code !== RECOVERY_CODE) {
    recordFailure(call.ctx, 'recoveryCode', body.phone, client);
    return refuse(t(call.lang, 'wrongCode'));
  }
  recordSuccess(call.ctx, 'recoveryCode', body.phone);
  call.ctx.store.write((state) => {
    user.passwordHash = hashPassword(body.new_password);
    state.community.recoveryCodes = state.community.recoveryCodes.filter((code) => code.phone !== body.phone);
  });
  // whoever knew the old password is signed out everywhere
  endSessions(call.ctx, user.id);
  return done(t(call.lang, 'passwordReset'));
};

const updatePassword: UserHandler = (call) => {
  const body = call.body as { old_password: string; new_password: string };
  if (!checkPassword(body.old_password, call.viewer.passwordHash)) return refuse(t(call.lang, 'wrongOldPassword'));
  call.ctx.store.write(() => {
    call.viewer.passwordHash = hashPassword(body.new_password);
  });
  // the other sessions end; the one that changed it stays signed in
  endSessions(call.ctx, call.viewer.id, call.token);
  return done(t(call.lang, 'passwordChanged'));
};

const updateWithdrawPassword: UserHandler = (call) => {
  const body = call.body as { new_withdraw_password: string; old_withdraw_password?: string };
  if (!/^\d{6}$/.test(body.new_withdraw_password))
    return invalid(call.lang, 'new_withdraw_password', t(call.lang, 'payPasswordDigits'));
  const current = call.viewer.payPasswordHash;
  if (current !== null) {
    if (body.old_withdraw_password === undefined)
      return invalid(call.lang, 'old_withdraw_password', t(call.lang, 'oldPayPasswordRequired'));
    if (!checkPassword(body.old_withdraw_password, current)) return refuse(t(call.lang, 'wrongOldPayPassword'));
  }
  call.ctx.store.write(() => {
    call.viewer.payPasswordHash = hashPassword(body.new_withdraw_password);
  });
  return done(t(call.lang, 'payPasswordSaved'));
};

const updateNickname: UserHandler = (call) => {
  const nickname = (call.body as { nickname: string }).nickname.trim().replace(/\s+/g, ' ');
  const length = [...nickname].length;
  if (length < 2 || length > 18) return invalid(call.lang, 'nickname', t(call.lang, 'nicknameLength'));
  call.ctx.store.write(() => {
    call.viewer.nickname = nickname;
  });
  return done(t(call.lang, 'nicknameUpdated'));
};

const updateAvatar: UserHandler = (call) => {
  const { avatar } = call.body as { avatar: string };
  call.ctx.store.write(() => {
    call.viewer.avatar = avatar;
  });
  return done(t(call.lang, 'avatarUpdated'));
};

/** The image type of some bytes by their signature, or undefined. */
export function imageType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | 'gif' | undefined {
  const starts = (...values: number[]): boolean => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'webp';
  return undefined;
}

/** Multipart `file`: the handler reads the bytes the HTTP layer parsed (a web-standard File). */
export const uploadFile: UserHandler = (call) => {
  const bytes = (call.body as { fileBytes?: Uint8Array }).fileBytes;
  const type = bytes === undefined ? undefined : imageType(bytes);
  if (bytes === undefined || type === undefined) return invalid(call.lang, 'file', t(call.lang, 'notAnImage'));
  const name = `${randomBytes(8).toString('hex')}.${type}`;
  mkdirSync(UPLOAD_DIR, { recursive: true });
  writeFileSync(`${UPLOAD_DIR}${name}`, bytes);
  const path = `/uploads/sandbox/${name}`;
  call.ctx.store.write((state) => {
    state.community.uploads.push({ path, userId: call.viewer.id, size: bytes.length, createdAt: call.now });
  });
  return okData({ image: path }, t(call.lang, 'uploaded'));
};

const getVipLevelInfo: UserHandler = (call) => ({
  status: 200,
  body: call.ctx.contract.readExample('getVipLevelInfo'),
});

/** Sign-out (a proposal of the contract): the token is refused from now on. */
const signOutUser: UserHandler = (call) => {
  if (call.token !== undefined) endSession(call.ctx, call.token);
  return done(t(call.lang, 'signedOut'));
};

export const profileOperations = {
  signOutUser,
  getAgreement,
  sendRecoveryCode,
  recoverPassword,
  updateAvatar,
  updateNickname,
  updateWithdrawPassword,
  updatePassword,
  getVipLevelInfo,
  submitAuthVerify,
  uploadFile,
  getTeam,
  getTeamMembers,
  getInviteRecords,
};
