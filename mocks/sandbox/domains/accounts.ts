/**
 * Accounts: registration (with the inviter's code), sign-in, the user as `/userdetail` shows it.
 * The rest of the profile (passwords, nickname, avatar, KYC, team) lives here too.
 */
import { randomBytes } from 'node:crypto';
import { done, invalid, okData, ok, refuse, type Domain, type Handler, type UserHandler } from '../api.ts';
import type { SandboxContext } from '../context.ts';
import { providerLocal } from '../clock.ts';
import { translate, type MessageTable } from '../i18n.ts';
import { BASE_CURRENCY, SALARY_ACCOUNT } from '../ledger.ts';
import { Big, fixed } from '../money.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { EXAMPLE_NICKNAME, newUser, type SeedDraft } from '../seed.ts';
import { drawPeople, unaccented } from '../seed-faker.ts';
import { openSession } from '../sessions.ts';
import { recordFailure, recordSuccess, throttled } from '../throttle.ts';
import { profileOperations, profileTick } from './profile.ts';
import { LEDGER, type UserRecord } from '../state.ts';

export const ACCOUNT_MESSAGES = {
  loginOk: {
    en: 'Login successful',
    vi: 'Đăng nhập thành công',
    zh: '登录成功',
    ja: 'ログインしました',
    ko: '로그인되었습니다',
    es: 'Inicio de sesión correcto',
    fr: 'Connexion réussie',
    de: 'Anmeldung erfolgreich',
  },
  wrongPassword: {
    en: 'Incorrect account or password',
    vi: 'Tài khoản hoặc mật khẩu không đúng',
    zh: '账号或密码错误',
    ja: 'アカウントまたはパスワードが正しくありません',
    ko: '계정 또는 비밀번호가 올바르지 않습니다',
    es: 'Cuenta o contraseña incorrecta',
    fr: 'Compte ou mot de passe incorrect',
    de: 'Konto oder Passwort falsch',
  },
  accountFrozen: {
    en: 'Your account has been frozen, please contact online customer service',
    vi: 'Tài khoản của bạn đã bị đóng băng, vui lòng liên hệ chăm sóc khách hàng trực tuyến',
    zh: '您的账户已被冻结，请联系在线客服',
    ja: 'アカウントは凍結されています。オンラインカスタマーサービスにお問い合わせください',
    ko: '계정이 동결되었습니다. 온라인 고객센터에 문의하세요',
    es: 'Su cuenta ha sido congelada; contacte con el servicio de atención en línea',
    fr: 'Votre compte a été gelé, veuillez contacter le service client en ligne',
    de: 'Ihr Konto wurde gesperrt, bitte wenden Sie sich an den Online-Kundendienst',
  },
  registered: {
    en: 'Registration successful',
    vi: 'Đăng ký thành công',
    zh: '注册成功',
    ja: '登録が完了しました',
    ko: '가입되었습니다',
    es: 'Registro completado',
    fr: 'Inscription réussie',
    de: 'Registrierung erfolgreich',
  },
  accountExists: {
    en: 'This account is already registered',
    vi: 'Tài khoản này đã được đăng ký',
    zh: '该账号已注册',
    ja: 'このアカウントは既に登録されています',
    ko: '이미 가입된 계정입니다',
    es: 'Esta cuenta ya está registrada',
    fr: 'Ce compte est déjà enregistré',
    de: 'Dieses Konto ist bereits registriert',
  },
  phoneTooShort: {
    en: 'Phone number must be at least 10 digits',
    vi: 'Số điện thoại phải có ít nhất 10 chữ số',
    zh: '手机号至少需要 10 位数字',
    ja: '電話番号は10桁以上で入力してください',
    ko: '전화번호는 10자리 이상이어야 합니다',
    es: 'El número de teléfono debe tener al menos 10 dígitos',
    fr: 'Le numéro de téléphone doit comporter au moins 10 chiffres',
    de: 'Die Telefonnummer muss mindestens 10 Ziffern haben',
  },
  passwordsDiffer: {
    en: 'The passwords do not match.',
    vi: 'Mật khẩu không khớp.',
    zh: '两次输入的密码不一致。',
    ja: 'パスワードが一致しません。',
    ko: '비밀번호가 일치하지 않습니다.',
    es: 'Las contraseñas no coinciden.',
    fr: 'Les mots de passe ne correspondent pas.',
    de: 'Die Passwörter stimmen nicht überein.',
  },
  passwordTooShort: {
    en: 'The password must be at least 6 characters.',
    vi: 'Mật khẩu phải có ít nhất 6 ký tự.',
    zh: '密码至少需要 6 个字符。',
    ja: 'パスワードは6文字以上で入力してください。',
    ko: '비밀번호는 6자 이상이어야 합니다.',
    es: 'La contraseña debe tener al menos 6 caracteres.',
    fr: 'Le mot de passe doit comporter au moins 6 caractères.',
    de: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  },
  unknownInviteCode: {
    en: 'The invitation code does not exist',
    vi: 'Mã mời không tồn tại',
    zh: '邀请码不存在',
    ja: '招待コードが存在しません',
    ko: '초대 코드가 존재하지 않습니다',
    es: 'El código de invitación no existe',
    fr: 'Le code d’invitation n’existe pas',
    de: 'Der Einladungscode existiert nicht',
  },
} as const satisfies MessageTable;

const PHONE = /^\d{10,15}$/;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new, unused invite code (6 characters, no look-alike letters). */
export function newInviteCode(ctx: SandboxContext): string {
  const taken = new Set(Object.values(ctx.store.state.users).map((user) => user.invite_code));
  for (;;) {
    const bytes = randomBytes(6);
    const code = [...bytes].map((byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length]).join('');
    if (!taken.has(code)) return code;
  }
}

export function findByPhone(ctx: SandboxContext, phone: string): UserRecord | undefined {
  return Object.values(ctx.store.state.users).find((user) => user.username === phone);
}

/**
 * Today's profit (the provider's calendar day): settled option results, closed contract P/L and
 * mining profit booked since local midnight.
 */
function todayProfit(ctx: SandboxContext, user: UserRecord, now: number): Big {
  const { dayStartMs } = providerLocal(now);
  const { trading } = ctx.store.state;
  let total = new Big(0);
  for (const order of trading.options) {
    if (order.userId === user.id && order.status === 1 && (order.settledAt ?? 0) >= dayStartMs)
      total = total.plus(order.profit ?? '0');
  }
  for (const order of trading.contracts) {
    if (order.userId === user.id && order.status === 2 && (order.closedAt ?? 0) >= dayStartMs)
      total = total.plus(order.profit_loss ?? '0');
  }
  for (const row of ctx.store.state.ledger) {
    if (
      row.userId === user.id &&
      row.type === LEDGER.miningProfit &&
      row.time >= dayStartMs &&
      row.currency === BASE_CURRENCY
    )
      total = total.plus(row.amount);
  }
  return total;
}

/** The user as the contract's `User` (`/userdetail`, `/login`). */
export function userView(ctx: SandboxContext, user: UserRecord, now: number): Record<string, unknown> {
  const lower = (code: string): string => code.toLowerCase();
  const decimals = (code: string): number => (code === BASE_CURRENCY ? 2 : 8);
  const usdt = user.balances[BASE_CURRENCY] ?? { available: '0', frozen: '0' };
  const balances: Record<string, string> = {};
  const froze: Record<string, string> = {};
  for (const [code, record] of Object.entries(user.balances)) {
    // the salary balance is not a currency: it is sent as `salary`
    if (code === SALARY_ACCOUNT) continue;
    balances[lower(code)] = new Big(record.available).plus(record.frozen).toFixed(decimals(code));
    froze[lower(code)] = new Big(record.frozen).toFixed(decimals(code));
  }
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    mail: user.mail,
    credit_score: user.credit_score,
    vip_level: user.vip_level,
    // VIP points: the total of the user's approved deposits (the thresholds of /viplevelinfo)
    points: Number(
      ctx.store.state.funds.deposits
        .filter((deposit) => deposit.userId === user.id && deposit.status === 1)
        .reduce((sum, deposit) => sum.plus(deposit.amount), new Big(0))
        .round(0, Big.roundDown)
        .toFixed(0),
    ),
    invite_code: user.invite_code,
    // balance is the whole USDT account, frozen its held part: available = balance − frozen
    balance: fixed(new Big(usdt.available).plus(usdt.frozen)),
    frozen: fixed(new Big(usdt.frozen)),
    froze,
    balances,
    // the proposed salary balance: salaries paid less salary withdrawals under review or paid
    salary: fixed(new Big(user.balances[SALARY_ACCOUNT]?.available ?? '0')),
    todayprofit: fixed(todayProfit(ctx, user, now)),
    realauth_status: user.basicKyc.status,
    certification_status: user.advancedKyc.status,
    // the reviewer's reason, while a level stands rejected (proposed fields; the reviewer writes it once, in English)
    ...(user.basicKyc.status === 2 && user.basicKyc.reason ? { realauth_remark: user.basicKyc.reason } : {}),
    ...(user.advancedKyc.status === 2 && user.advancedKyc.reason
      ? { certification_remark: user.advancedKyc.reason }
      : {}),
    moneypssd_status: user.payPasswordHash === null ? 0 : 1,
    tradeRatio: user.vip_level > 0 ? Math.min(100, 60 + user.vip_level * 10) : 0,
  };
}

const loginUser: Handler = (call) => {
  const { userName, password } = call.body as { userName: string; password: string };
  const account = userName.trim();
  const client = call.client ?? 'local';
  // a locked account or client is refused before the password is even checked, the right one included
  const locked = throttled(call.ctx, call.lang, 'password', account, client);
  if (locked !== undefined) return locked;
  const user = findByPhone(call.ctx, account);
  if (user === undefined || !checkPassword(password, user.passwordHash)) {
    recordFailure(call.ctx, 'password', account, client);
    return refuse(translate(ACCOUNT_MESSAGES, call.lang, 'wrongPassword'));
  }
  recordSuccess(call.ctx, 'password', account);
  if (user.frozenAccount) return refuse(translate(ACCOUNT_MESSAGES, call.lang, 'accountFrozen'));
  const token = openSession(call.ctx, user, call.now);
  call.ctx.store.write(() => {
    user.lastLoginAt = call.now;
  });
  return okData({ token, user: userView(call.ctx, user, call.now) }, translate(ACCOUNT_MESSAGES, call.lang, 'loginOk'));
};

const registerUser: Handler = (call) => {
  const { username, password, confirmPassword, invite_code } = call.body as {
    username: string;
    password: string;
    confirmPassword: string;
    invite_code?: string;
  };
  const phone = username.trim();
  const t = (key: keyof typeof ACCOUNT_MESSAGES): string => translate(ACCOUNT_MESSAGES, call.lang, key);
  if (!PHONE.test(phone)) return invalid(call.lang, 'username', t('phoneTooShort'));
  if (password.length < 6) return invalid(call.lang, 'password', t('passwordTooShort'));
  if (password !== confirmPassword) return invalid(call.lang, 'confirmPassword', t('passwordsDiffer'));
  if (findByPhone(call.ctx, phone) !== undefined) return refuse(t('accountExists'));
  const code = invite_code?.trim() ?? '';
  const inviter =
    code === ''
      ? undefined
      : Object.values(call.ctx.store.state.users).find((user) => user.invite_code === code.toUpperCase());
  if (code !== '' && inviter === undefined) return invalid(call.lang, 'invite_code', t('unknownInviteCode'));
  const { ctx } = call;
  const user = newUser({
    id: ctx.store.nextId('user', 10_001),
    username: phone,
    password,
    inviteCode: newInviteCode(ctx),
    invitedBy: inviter?.id ?? null,
    now: call.now,
  });
  ctx.store.write((state) => {
    state.users[String(user.id)] = user;
    if (inviter !== undefined) {
      state.community.invites.push({
        id: ctx.store.nextId('invite', 1),
        inviterId: inviter.id,
        inviteeId: user.id,
        createdAt: call.now,
      });
    }
  });
  return done(t('registered'));
};

const getUserDetail: UserHandler = (call) => ok(userView(call.ctx, call.viewer, call.now));

/**
 * The example account's team: members on levels 1–3 (each can sign in; docs/sandbox.md). Phones,
 * levels and ages are documented; names, e-mails, avatars and deposits are drawn from the seed
 * (`deposits: false`: a member who has not deposited yet).
 */
export const TEAM_MEMBERS = [
  { phone: '0907000001', level: 1, days: 9, deposits: true },
  { phone: '0907000002', level: 1, days: 12, deposits: true },
  { phone: '0907000003', level: 1, days: 2, deposits: false },
  { phone: '0907000004', level: 2, days: 6, deposits: true },
  { phone: '0907000005', level: 2, days: 4, deposits: true },
  { phone: '0907000006', level: 3, days: 3, deposits: true },
] as const;
export const TEAM_PASSWORD = 'Member#2026';
const REJECTION_REASON =
  'The photo of the back of the ID card is blurred. Please upload a sharp photo and submit again.';
const REWARD_RATES = ['0.10', '0.05', '0.02'] as const;
const AVATARS = 9;

function seed(draft: SeedDraft): void {
  const { state, example, now, faker, owner } = draft;
  const DAY_MS = 86_400_000;
  example.nickname = EXAMPLE_NICKNAME;
  example.avatar = '/uploads/avatar/avatar-07.svg';
  example.mail = owner.mail;
  example.vip_level = 2;
  example.points = 4280;
  example.credit_score = 100;
  example.basicKyc = { status: 1, submittedAt: now - 100 * DAY_MS };
  // advanced verification was rejected (the reason is in a system message): the resubmit path is open
  example.advancedKyc = {
    status: 2,
    submittedAt: now - 2 * DAY_MS,
    decideAt: now - DAY_MS,
    reason: REJECTION_REASON,
    data: { type: '1', fullname: unaccented(owner.fullName).toUpperCase() },
  };
  state.community.messages.push({
    id: draft.nextId('message', 401),
    userId: example.id,
    kind: 'message',
    title: 'Your verification was rejected',
    content: `<p>${REJECTION_REASON}</p>`,
    sentAt: now - DAY_MS,
  });
  example.lastLoginAt = now - 3_600_000;
  // one hash for the whole team: hashing is deliberately slow
  const hash = hashPassword(TEAM_PASSWORD, draft.salt());
  const parents: Record<number, number> = { 1: example.id };
  const people = drawPeople(faker, TEAM_MEMBERS.length + 1).filter((person) => person.given !== EXAMPLE_NICKNAME);
  TEAM_MEMBERS.forEach((member, index) => {
    const person = people[index]!;
    const id = draft.nextId('user', 10_301);
    const inviterId = parents[member.level] ?? example.id;
    const user = newUser({
      id,
      username: member.phone,
      password: '',
      inviteCode: `T${String(id).slice(-5)}`,
      invitedBy: inviterId,
      now: now - member.days * DAY_MS,
    });
    user.passwordHash = hash;
    user.nickname = person.given;
    user.mail = person.mail;
    user.avatar = `/uploads/avatar/avatar-0${faker.number.int({ min: 1, max: AVATARS })}.svg`;
    state.users[String(id)] = user;
    parents[member.level + 1] ??= id;
    state.community.invites.push({
      id: draft.nextId('invite', 7701),
      inviterId,
      inviteeId: id,
      createdAt: user.createdAt,
    });
    if (!member.deposits) return;
    const amount = fixed(new Big(faker.number.int({ min: 3, max: 60 }) * 100));
    const depositId = draft.nextId('deposit', 88_001);
    const at = user.createdAt + 3_600_000;
    state.funds.deposits.push({
      id: depositId,
      userId: id,
      channelId: 11,
      amount,
      currency: 'USDT',
      cryptoprotocol: 'TRC20',
      tran_img: null,
      status: 1,
      createdAt: at - 600_000,
      decideAt: at,
      decidedAt: at,
    });
    user.balances.USDT = { available: amount, frozen: '0' };
    state.ledger.push({
      id: draft.nextId('ledger', 1001),
      userId: id,
      amount,
      currency: 'USDT',
      type: LEDGER.recharge,
      time: at,
      ref: `deposit:${depositId}`,
    });
    // the team reward the example account earned on it
    const reward = new Big(amount).times(REWARD_RATES[member.level - 1]!).round(2, Big.roundDown);
    state.ledger.push({
      id: draft.nextId('ledger', 1001),
      userId: example.id,
      amount: reward.toFixed(),
      currency: 'USDT',
      type: LEDGER.systemAuto,
      time: at,
      ref: `team-reward:${depositId}:${member.level}`,
    });
  });
}

export const accountsDomain: Domain = {
  name: 'accounts',
  operations: { loginUser, registerUser, getUserDetail, ...profileOperations },
  tick: profileTick,
  seed,
};
