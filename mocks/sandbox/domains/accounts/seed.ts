/** The accounts part of the seed: the example account's profile and its three-level team, with their deposits. */
import { hashPassword } from '../../passwords.ts';
import { Big, fixed } from '../../money.ts';
import { EXAMPLE_NICKNAME, newUser, type SeedDraft } from '../../seed.ts';
import { drawPeople, unaccented } from '../../seed-faker.ts';
import { LEDGER } from '../../state.ts';

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

export function seed(draft: SeedDraft): void {
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
