/**
 * Identity verification: basic (the registered phone) then advanced (a document), each reviewed
 * after `--kyc-delay`: verified, except the documented ID number, which is rejected with a reason
 * sent as a system message.
 */
import { done, invalid, refuse, type UserHandler } from '../../api.ts';
import { userNow, type SandboxContext } from '../../context.ts';
import { CORE_MESSAGES, translate } from '../../i18n.ts';
import type { KycRecord, UserRecord } from '../../state.ts';
import { sendMessage } from '../community.ts';
import { PROFILE_MESSAGES, t } from './messages.ts';

/** An identity document with this number is rejected at review (docs/sandbox.md). */
export const REJECTED_ID_NUMBER = '000000000000';

export const submitAuthVerify: UserHandler = (call) => {
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
      if (typeof body[field] !== 'string' || body[field] === '')
        return invalid(lang, field, translate(CORE_MESSAGES, lang, 'fieldRequired', { field }));
    }
  }
  const next: KycRecord = {
    status: 3,
    submittedAt: call.now,
    decideAt: call.now + ctx.config.kycReviewMs,
    data: { ...body },
  };
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
