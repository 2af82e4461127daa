/**
 * The profile part of accounts: passwords (login, withdrawal, recovery), nickname and avatar,
 * uploads, identity verification (reviewed after a delay; a documented ID number is rejected),
 * VIP rules, the agreement articles, and the three-level team.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { done, invalid, invalidId, ok, okData, pageOf, paging, refuse, type Handler, type UserHandler } from '../api.ts';
import { formatProviderTime, providerLocal } from '../clock.ts';
import { userNow, type SandboxContext } from '../context.ts';
import { CORE_MESSAGES, translate, type Lang, type MessageTable } from '../i18n.ts';
import { Big, fixed } from '../money.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { LEDGER, type KycRecord, type UserRecord } from '../state.ts';
import { sendMessage } from './community.ts';

export const PROFILE_MESSAGES = {
  codeSent: { en: 'If this phone number is registered, a verification code has been sent', vi: 'Nếu số điện thoại này đã được đăng ký, mã xác minh đã được gửi', zh: '如果该手机号已注册，验证码已发送', ja: 'この電話番号が登録されている場合、認証コードを送信しました', ko: '등록된 전화번호라면 인증 코드를 보냈습니다', es: 'Si este número de teléfono está registrado, se ha enviado un código de verificación', fr: 'Si ce numéro de téléphone est enregistré, un code de vérification a été envoyé', de: 'Falls diese Telefonnummer registriert ist, wurde ein Bestätigungscode gesendet' },
  tooFrequent: { en: 'Please wait 60 seconds before requesting a new code', vi: 'Vui lòng đợi 60 giây trước khi yêu cầu mã mới', zh: '请等待 60 秒后再获取新验证码', ja: '新しいコードをリクエストする前に60秒お待ちください', ko: '새 코드를 요청하려면 60초 기다려 주세요', es: 'Espere 60 segundos antes de pedir un código nuevo', fr: 'Veuillez patienter 60 secondes avant de demander un nouveau code', de: 'Bitte warten Sie 60 Sekunden, bevor Sie einen neuen Code anfordern' },
  wrongCode: { en: 'The verification code is incorrect or has expired', vi: 'Mã xác minh không đúng hoặc đã hết hạn', zh: '验证码错误或已过期', ja: '認証コードが正しくないか期限切れです', ko: '인증 코드가 올바르지 않거나 만료되었습니다', es: 'El código de verificación es incorrecto o ha caducado', fr: 'Le code de vérification est incorrect ou a expiré', de: 'Der Bestätigungscode ist falsch oder abgelaufen' },
  passwordReset: { en: 'Password reset successfully', vi: 'Đặt lại mật khẩu thành công', zh: '密码重置成功', ja: 'パスワードを再設定しました', ko: '비밀번호가 재설정되었습니다', es: 'Contraseña restablecida', fr: 'Mot de passe réinitialisé', de: 'Passwort zurückgesetzt' },
  passwordsDiffer: { en: 'The passwords do not match.', vi: 'Mật khẩu không khớp.', zh: '两次输入的密码不一致。', ja: 'パスワードが一致しません。', ko: '비밀번호가 일치하지 않습니다.', es: 'Las contraseñas no coinciden.', fr: 'Les mots de passe ne correspondent pas.', de: 'Die Passwörter stimmen nicht überein.' },
  passwordChanged: { en: 'Password changed successfully', vi: 'Đổi mật khẩu thành công', zh: '密码修改成功', ja: 'パスワードを変更しました', ko: '비밀번호가 변경되었습니다', es: 'Contraseña cambiada', fr: 'Mot de passe modifié', de: 'Passwort geändert' },
  wrongOldPassword: { en: 'The original password is incorrect', vi: 'Mật khẩu cũ không đúng', zh: '原密码错误', ja: '元のパスワードが正しくありません', ko: '기존 비밀번호가 올바르지 않습니다', es: 'La contraseña original es incorrecta', fr: 'L’ancien mot de passe est incorrect', de: 'Das bisherige Passwort ist falsch' },
  payPasswordSaved: { en: 'Withdrawal password saved', vi: 'Đã lưu mật khẩu rút tiền', zh: '提现密码已保存', ja: '出金パスワードを保存しました', ko: '출금 비밀번호가 저장되었습니다', es: 'Contraseña de retiro guardada', fr: 'Mot de passe de retrait enregistré', de: 'Auszahlungspasswort gespeichert' },
  wrongOldPayPassword: { en: 'The original withdrawal password is incorrect', vi: 'Mật khẩu rút tiền cũ không đúng', zh: '原提现密码错误', ja: '元の出金パスワードが正しくありません', ko: '기존 출금 비밀번호가 올바르지 않습니다', es: 'La contraseña de retiro original es incorrecta', fr: 'L’ancien mot de passe de retrait est incorrect', de: 'Das bisherige Auszahlungspasswort ist falsch' },
  oldPayPasswordRequired: { en: 'Enter your current withdrawal password.', vi: 'Nhập mật khẩu rút tiền hiện tại.', zh: '请输入当前提现密码。', ja: '現在の出金パスワードを入力してください。', ko: '현재 출금 비밀번호를 입력하세요.', es: 'Introduzca su contraseña de retiro actual.', fr: 'Saisissez votre mot de passe de retrait actuel.', de: 'Geben Sie Ihr aktuelles Auszahlungspasswort ein.' },
  payPasswordDigits: { en: 'The new withdrawal password must be 6 digits.', vi: 'Mật khẩu rút tiền mới phải gồm 6 chữ số.', zh: '新提现密码必须为 6 位数字。', ja: '新しい出金パスワードは6桁の数字にしてください。', ko: '새 출금 비밀번호는 숫자 6자리여야 합니다.', es: 'La nueva contraseña de retiro debe tener 6 dígitos.', fr: 'Le nouveau mot de passe de retrait doit comporter 6 chiffres.', de: 'Das neue Auszahlungspasswort muss 6 Ziffern haben.' },
  nicknameLength: { en: 'The nickname must be between 2 and 18 characters.', vi: 'Biệt danh phải từ 2 đến 18 ký tự.', zh: '昵称长度必须为 2 到 18 个字符。', ja: 'ニックネームは2〜18文字にしてください。', ko: '닉네임은 2~18자여야 합니다.', es: 'El apodo debe tener entre 2 y 18 caracteres.', fr: 'Le pseudo doit comporter entre 2 et 18 caractères.', de: 'Der Spitzname muss 2 bis 18 Zeichen lang sein.' },
  nicknameUpdated: { en: 'Nickname updated', vi: 'Đã cập nhật biệt danh', zh: '昵称已更新', ja: 'ニックネームを更新しました', ko: '닉네임이 변경되었습니다', es: 'Apodo actualizado', fr: 'Pseudo mis à jour', de: 'Spitzname aktualisiert' },
  avatarUpdated: { en: 'Avatar updated', vi: 'Đã cập nhật ảnh đại diện', zh: '头像已更新', ja: 'アバターを更新しました', ko: '프로필 사진이 변경되었습니다', es: 'Avatar actualizado', fr: 'Avatar mis à jour', de: 'Avatar aktualisiert' },
  uploaded: { en: 'Upload successful', vi: 'Tải lên thành công', zh: '上传成功', ja: 'アップロードしました', ko: '업로드되었습니다', es: 'Archivo subido', fr: 'Fichier envoyé', de: 'Hochgeladen' },
  notAnImage: { en: 'The file must be an image (JPEG, PNG, WebP or GIF).', vi: 'Tệp phải là hình ảnh (JPEG, PNG, WebP hoặc GIF).', zh: '文件必须是图片（JPEG、PNG、WebP 或 GIF）。', ja: 'ファイルは画像（JPEG、PNG、WebP、GIF）にしてください。', ko: '파일은 이미지(JPEG, PNG, WebP, GIF)여야 합니다.', es: 'El archivo debe ser una imagen (JPEG, PNG, WebP o GIF).', fr: 'Le fichier doit être une image (JPEG, PNG, WebP ou GIF).', de: 'Die Datei muss ein Bild sein (JPEG, PNG, WebP oder GIF).' },
  kycSubmitted: { en: 'Submitted successfully, please wait for review', vi: 'Đã gửi thành công, vui lòng chờ duyệt', zh: '提交成功，请等待审核', ja: '送信しました。審査をお待ちください', ko: '제출되었습니다. 심사를 기다려 주세요', es: 'Enviado, espere la revisión', fr: 'Envoyé, veuillez attendre la vérification', de: 'Eingereicht, bitte warten Sie auf die Prüfung' },
  basicFirst: { en: 'Please complete basic verification first', vi: 'Vui lòng hoàn tất xác minh cơ bản trước', zh: '请先完成初级认证', ja: '先に基本認証を完了してください', ko: '먼저 기본 인증을 완료하세요', es: 'Complete primero la verificación básica', fr: 'Veuillez d’abord effectuer la vérification de base', de: 'Bitte schließen Sie zuerst die Basisverifizierung ab' },
  underReview: { en: 'Your verification is under review', vi: 'Hồ sơ xác minh của bạn đang được xét duyệt', zh: '您的认证正在审核中', ja: '認証は審査中です', ko: '인증이 심사 중입니다', es: 'Su verificación está en revisión', fr: 'Votre vérification est en cours d’examen', de: 'Ihre Verifizierung wird geprüft' },
  alreadyVerified: { en: 'Your identity is already verified', vi: 'Danh tính của bạn đã được xác minh', zh: '您的身份已认证', ja: '本人確認は完了しています', ko: '이미 인증되었습니다', es: 'Su identidad ya está verificada', fr: 'Votre identité est déjà vérifiée', de: 'Ihre Identität ist bereits verifiziert' },
  phoneMismatch: { en: 'The phone number must be the one you registered with.', vi: 'Số điện thoại phải là số bạn đã đăng ký.', zh: '手机号必须与注册手机号一致。', ja: '登録した電話番号を入力してください。', ko: '가입한 전화번호를 입력하세요.', es: 'El teléfono debe ser el que registró.', fr: 'Le numéro doit être celui de votre inscription.', de: 'Die Telefonnummer muss die bei der Registrierung angegebene sein.' },
  kycVerifiedTitle: { en: 'Your identity is verified', vi: 'Danh tính của bạn đã được xác minh', zh: '身份认证已通过', ja: '本人確認が完了しました', ko: '신원 인증이 완료되었습니다', es: 'Su identidad está verificada', fr: 'Votre identité est vérifiée', de: 'Ihre Identität ist verifiziert' },
  kycRejectedTitle: { en: 'Your verification was rejected', vi: 'Hồ sơ xác minh của bạn bị từ chối', zh: '身份认证未通过', ja: '本人確認が却下されました', ko: '신원 인증이 거절되었습니다', es: 'Su verificación fue rechazada', fr: 'Votre vérification a été refusée', de: 'Ihre Verifizierung wurde abgelehnt' },
  kycRejectedReason: { en: 'The ID number does not match the document. Please check it and submit again.', vi: 'Số giấy tờ không khớp với tài liệu. Vui lòng kiểm tra và gửi lại.', zh: '证件号码与证件不符，请核对后重新提交。', ja: '番号が書類と一致しません。確認して再提出してください。', ko: '번호가 서류와 일치하지 않습니다. 확인 후 다시 제출하세요.', es: 'El número no coincide con el documento. Revíselo y vuelva a enviarlo.', fr: 'Le numéro ne correspond pas au document. Vérifiez-le et renvoyez-le.', de: 'Die Nummer stimmt nicht mit dem Dokument überein. Bitte prüfen und erneut einreichen.' },
} as const satisfies MessageTable;

type ProfileKey = keyof typeof PROFILE_MESSAGES;
const t = (lang: Lang, key: ProfileKey): string => translate(PROFILE_MESSAGES, lang, key);

/** The sandbox's password-recovery code: no SMS is sent; this code works for any registered phone (docs/sandbox.md). */
export const RECOVERY_CODE = '482913';
/** An identity document with this number is rejected at review (docs/sandbox.md). */
export const REJECTED_ID_NUMBER = '000000000000';
const UPLOAD_DIR = fileURLToPath(new URL('../../assets/uploads/sandbox/', import.meta.url));

const findByPhone = (ctx: SandboxContext, phone: string): UserRecord | undefined => Object.values(ctx.store.state.users).find((user) => user.username === phone);

export const maskPhone = (phone: string): string => (phone.length <= 6 ? phone : `${phone.slice(0, 3)}****${phone.slice(-3)}`);

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
    return { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil((last.expiresAt - 9 * 60_000 - call.now) / 1000))) }, body: { status: 429, message: t(call.lang, 'tooFrequent') } };
  }
  // the same answers whether or not the number is registered, the rate limit included: the call does
  // not reveal who has an account (an unregistered number is throttled too, and gets no usable code)
  call.ctx.store.write((state) => {
    state.community.recoveryCodes = state.community.recoveryCodes.filter((code) => code.phone !== phone);
    state.community.recoveryCodes.push({ phone, code: user === undefined ? '' : RECOVERY_CODE, expiresAt: call.now + 10 * 60_000 });
  });
  return done(t(call.lang, 'codeSent'));
};

const recoverPassword: Handler = (call) => {
  const body = call.body as { phone: string; code: string; new_password: string; confirm_password: string };
  if (body.new_password !== body.confirm_password) return invalid(call.lang, 'confirm_password', t(call.lang, 'passwordsDiffer'));
  const user = findByPhone(call.ctx, body.phone);
  if (user === undefined || body.code !== RECOVERY_CODE) return refuse(t(call.lang, 'wrongCode'));
  call.ctx.store.write((state) => {
    user.passwordHash = hashPassword(body.new_password);
    state.community.recoveryCodes = state.community.recoveryCodes.filter((code) => code.phone !== body.phone);
  });
  return done(t(call.lang, 'passwordReset'));
};

const updatePassword: UserHandler = (call) => {
  const body = call.body as { old_password: string; new_password: string };
  if (!checkPassword(body.old_password, call.viewer.passwordHash)) return refuse(t(call.lang, 'wrongOldPassword'));
  call.ctx.store.write(() => {
    call.viewer.passwordHash = hashPassword(body.new_password);
  });
  return done(t(call.lang, 'passwordChanged'));
};

const updateWithdrawPassword: UserHandler = (call) => {
  const body = call.body as { new_withdraw_password: string; old_withdraw_password?: string };
  if (!/^\d{6}$/.test(body.new_withdraw_password)) return invalid(call.lang, 'new_withdraw_password', t(call.lang, 'payPasswordDigits'));
  const current = call.viewer.payPasswordHash;
  if (current !== null) {
    if (body.old_withdraw_password === undefined) return invalid(call.lang, 'old_withdraw_password', t(call.lang, 'oldPayPasswordRequired'));
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
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
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

const getVipLevelInfo: UserHandler = (call) => ({ status: 200, body: call.ctx.contract.example('getVipLevelInfo') });

// ---------------------------------------------------------------------------------------------
// Identity verification

const submitAuthVerify: UserHandler = (call) => {
  const { ctx, lang, viewer } = call;
  const type = Number(call.params.type);
  const body = call.body as Record<string, string>;
  const record: KycRecord = type === 1 ? viewer.basicKyc : viewer.advancedKyc;
  if (type === 2 && viewer.basicKyc.status !== 1) return refuse(t(lang, 'basicFirst'));
  if (record.status === 3) return refuse(t(lang, 'underReview'));
  if (record.status === 1) return refuse(t(lang, 'alreadyVerified'));
  if (type === 1) {
    if (typeof body.phone !== 'string') return invalid(lang, 'phone', t(lang, 'phoneMismatch'));
    if (body.phone !== viewer.username) return invalid(lang, 'phone', t(lang, 'phoneMismatch'));
  } else {
    for (const field of ['type', 'fullname', 'cardid', 'front_img', 'back_img']) {
      if (typeof body[field] !== 'string' || body[field] === '') return invalid(lang, field, translate(CORE_MESSAGES, lang, 'fieldRequired', { field }));
    }
  }
  const next: KycRecord = { status: 3, submittedAt: call.now, decideAt: call.now + ctx.config.kycReviewMs, data: { ...body } };
  ctx.store.write(() => {
    if (type === 1) viewer.basicKyc = next;
    else viewer.advancedKyc = next;
  });
  return done(t(lang, 'kycSubmitted'));
};

function decideKyc(ctx: SandboxContext, user: UserRecord, which: 'basicKyc' | 'advancedKyc', now: number): void {
  const record = user[which];
  if (record.status !== 3 || record.decideAt === undefined || now < record.decideAt) return;
  const rejected = record.data?.cardid === REJECTED_ID_NUMBER;
  const reason = translate(PROFILE_MESSAGES, 'en', 'kycRejectedReason');
  ctx.store.write(() => {
    user[which] = rejected ? { ...record, status: 2, reason } : { ...record, status: 1 };
  });
  const title = translate(PROFILE_MESSAGES, 'en', rejected ? 'kycRejectedTitle' : 'kycVerifiedTitle');
  sendMessage(ctx, user.id, title, rejected ? `<p>${reason}</p>` : `<p>${title}.</p>`, record.decideAt);
}

export function profileTick(ctx: SandboxContext): void {
  for (const user of Object.values(ctx.store.state.users)) {
    if (user.basicKyc.status !== 3 && user.advancedKyc.status !== 3) continue;
    const now = userNow(ctx, user);
    decideKyc(ctx, user, 'basicKyc', now);
    decideKyc(ctx, user, 'advancedKyc', now);
  }
}

// ---------------------------------------------------------------------------------------------
// Team

/** Reward rates by level in percent (the funds domain pays them on approved deposits). */
const LEVEL_RATES = ['10', '5', '2'] as const;

interface Member {
  user: UserRecord;
  level: 1 | 2 | 3;
}

export function teamOf(ctx: SandboxContext, root: UserRecord): Member[] {
  const users = Object.values(ctx.store.state.users);
  const members: Member[] = [];
  let parents = new Set([root.id]);
  for (const level of [1, 2, 3] as const) {
    const next = users.filter((user) => user.invitedBy !== null && parents.has(user.invitedBy));
    for (const user of next) members.push({ user, level });
    parents = new Set(next.map((user) => user.id));
  }
  return members;
}

const depositsOf = (ctx: SandboxContext, userId: number): Big =>
  ctx.store.state.funds.deposits.filter((deposit) => deposit.userId === userId && deposit.status === 1).reduce((sum, deposit) => sum.plus(deposit.amount), new Big(0));

/** Rewards `root` earned from one member's deposits (the ledger rows the funds domain wrote). */
function rewardFrom(ctx: SandboxContext, root: UserRecord, member: UserRecord, since = 0): Big {
  const depositIds = new Set(ctx.store.state.funds.deposits.filter((deposit) => deposit.userId === member.id).map((deposit) => String(deposit.id)));
  return ctx.store.state.ledger
    .filter((row) => row.userId === root.id && row.type === LEDGER.systemAuto && row.time >= since && row.ref?.startsWith('team-reward:') === true && depositIds.has(row.ref.split(':')[1] ?? ''))
    .reduce((sum, row) => sum.plus(row.amount), new Big(0));
}

const getTeam: UserHandler = (call) => {
  const { ctx, viewer } = call;
  const members = teamOf(ctx, viewer);
  const today = providerLocal(call.now).dayStartMs;
  let teamDeposit = new Big(0);
  let total = new Big(0);
  let todayReward = new Big(0);
  const levels = ([1, 2, 3] as const).map((level) => {
    const list = members.filter((member) => member.level === level);
    const deposit = list.reduce((sum, member) => sum.plus(depositsOf(ctx, member.user.id)), new Big(0));
    const reward = list.reduce((sum, member) => sum.plus(rewardFrom(ctx, viewer, member.user)), new Big(0));
    todayReward = list.reduce((sum, member) => sum.plus(rewardFrom(ctx, viewer, member.user, today)), todayReward);
    teamDeposit = teamDeposit.plus(deposit);
    total = total.plus(reward);
    return { level, members: list.length, deposit: fixed(deposit), reward_rate: LEVEL_RATES[level - 1], reward: fixed(reward) };
  });
  return ok({ invite_code: viewer.invite_code, team_size: members.length, team_deposit: fixed(teamDeposit), total_reward: fixed(total), today_reward: fixed(todayReward), levels });
};

const getTeamMembers: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const level = Number(call.query.level);
  const rows = teamOf(call.ctx, call.viewer).filter((member) => member.level === level).sort((a, b) => b.user.createdAt - a.user.createdAt);
  return ok({
    list: pageOf(rows, page, limit).map(({ user, level: memberLevel }) => ({
      id: user.id,
      username: maskPhone(user.username),
      nickname: user.nickname,
      avatar: user.avatar,
      level: memberLevel,
      register_time: formatProviderTime(user.createdAt),
      deposit: fixed(depositsOf(call.ctx, user.id)),
      reward: fixed(rewardFrom(call.ctx, call.viewer, user)),
    })),
    total: rows.length,
  });
};

const getInviteRecords: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const members = teamOf(call.ctx, call.viewer);
  const invites = call.ctx.store.state.community.invites;
  const rows = members
    .map((member) => ({ member, invite: invites.find((invite) => invite.inviteeId === member.user.id) }))
    .sort((a, b) => b.member.user.createdAt - a.member.user.createdAt);
  return ok({
    list: pageOf(rows, page, limit).map(({ member, invite }) => ({
      id: invite?.id ?? member.user.id,
      username: maskPhone(member.user.username),
      level: member.level,
      deposit: fixed(depositsOf(call.ctx, member.user.id)),
      reward_rate: LEVEL_RATES[member.level - 1],
      reward: fixed(rewardFrom(call.ctx, call.viewer, member.user)),
      time: formatProviderTime(invite?.createdAt ?? member.user.createdAt),
    })),
    total: rows.length,
  });
};

export const profileOperations = {
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
