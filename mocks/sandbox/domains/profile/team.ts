/** The three-level team: levels follow the invite chain; rewards are the ledger rows the funds domain pays on members' deposits. */
import { ok, pageOf, paging, type UserHandler } from '../../api.ts';
import { formatProviderTime, providerLocal } from '../../clock.ts';
import type { SandboxContext } from '../../context.ts';
import { Big, fixed } from '../../money.ts';
import { LEDGER, type UserRecord } from '../../state.ts';

export const maskPhone = (phone: string): string =>
  phone.length <= 6 ? phone : `${phone.slice(0, 3)}****${phone.slice(-3)}`;

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
  ctx.store.state.funds.deposits
    .filter((deposit) => deposit.userId === userId && deposit.status === 1)
    .reduce((sum, deposit) => sum.plus(deposit.amount), new Big(0));

/** Rewards `root` earned from one member's deposits (the ledger rows the funds domain wrote). */
function rewardFrom(ctx: SandboxContext, root: UserRecord, member: UserRecord, since = 0): Big {
  const depositIds = new Set(
    ctx.store.state.funds.deposits
      .filter((deposit) => deposit.userId === member.id)
      .map((deposit) => String(deposit.id)),
  );
  return ctx.store.state.ledger
    .filter(
      (row) =>
        row.userId === root.id &&
        row.type === LEDGER.systemAuto &&
        row.time >= since &&
        row.ref?.startsWith('team-reward:') === true &&
        depositIds.has(row.ref.split(':')[1] ?? ''),
    )
    .reduce((sum, row) => sum.plus(row.amount), new Big(0));
}

export const getTeam: UserHandler = (call) => {
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
    return {
      level,
      members: list.length,
      deposit: fixed(deposit),
      reward_rate: LEVEL_RATES[level - 1],
      reward: fixed(reward),
    };
  });
  return ok({
    invite_code: viewer.invite_code,
    team_size: members.length,
    team_deposit: fixed(teamDeposit),
    total_reward: fixed(total),
    today_reward: fixed(todayReward),
    levels,
  });
};

export const getTeamMembers: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const level = Number(call.query.level);
  const rows = teamOf(call.ctx, call.viewer)
    .filter((member) => member.level === level)
    .sort((a, b) => b.user.createdAt - a.user.createdAt);
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

export const getInviteRecords: UserHandler = (call) => {
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
