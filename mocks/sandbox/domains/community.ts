/**
 * Community: site content (home settings, banners, notices, customer service, currencies, welfare
 * centre, signal channel) from the contract's examples, and messages: system messages per user
 * (the sandbox sends some itself: deposit credited, verification decided) and announcements for
 * all, each read or unread per user.
 */
import { invalidId, ok, pageOf, paging, type Domain, type UserCall, type UserHandler } from '../api.ts';
import { formatProviderTime, PROVIDER_UTC_OFFSET_MS } from '../clock.ts';
import type { SandboxContext } from '../context.ts';
import type { Lang } from '../i18n.ts';
import type { SeedDraft } from '../seed.ts';
import { drawPerson, drawSignals, type SignalView } from '../seed-faker.ts';
import type { UserRecord } from '../state.ts';
import type { MessageRecord } from '../state/community.ts';

/** Sends a system message to one user (other domains call it). */
export function sendMessage(ctx: SandboxContext, userId: number, title: string, content: string, now: number): void {
  ctx.store.write((state) => {
    state.community.messages.push({
      id: ctx.store.nextId('message', 401),
      userId,
      kind: 'message',
      title,
      content,
      sentAt: now,
    });
  });
}

const readKey = (message: MessageRecord): string => `${message.kind}:${message.id}`;
const visibleTo =
  (user: UserRecord, kind: MessageRecord['kind']) =>
  (message: MessageRecord): boolean =>
    message.kind === kind && (message.userId === null || message.userId === user.id) && message.sentAt >= 0;

function listOf(call: UserCall, kind: MessageRecord['kind']) {
  const { page, limit } = paging(call);
  const rows = call.ctx.store.state.community.messages
    .filter(visibleTo(call.viewer, kind))
    .filter((message) => message.sentAt <= call.now)
    .sort((a, b) => b.sentAt - a.sentAt || b.id - a.id);
  return ok({
    data: {
      list: pageOf(rows, page, limit).map((message) => ({
        id: message.id,
        title: message.title,
        send_time: formatProviderTime(message.sentAt),
        htmls: message.content,
        is_read: call.viewer.read.includes(readKey(message)) ? 1 : 0,
      })),
      total: rows.length,
    },
  });
}

function open(call: UserCall, kind: MessageRecord['kind']) {
  const id = Number(call.query.id);
  const message = call.ctx.store.state.community.messages.find(
    (item) => item.id === id && visibleTo(call.viewer, kind)(item),
  );
  if (message === undefined) return invalidId(call.lang);
  const key = readKey(message);
  if (!call.viewer.read.includes(key)) {
    call.ctx.store.write(() => {
      call.viewer.read.push(key);
    });
  }
  return ok({
    data: { title: message.title, content: message.content, send_time: formatProviderTime(message.sentAt) },
  });
}

const getMessageList: UserHandler = (call) => listOf(call, 'message');
const getAnnouncementList: UserHandler = (call) => listOf(call, 'announcement');
const getMessageContent: UserHandler = (call) => open(call, 'message');
const getAnnouncementById: UserHandler = (call) => open(call, 'announcement');

const getUnreadCounts: UserHandler = (call) => {
  const unread = (kind: MessageRecord['kind']): number =>
    call.ctx.store.state.community.messages.filter(
      (message) =>
        visibleTo(call.viewer, kind)(message) &&
        message.sentAt <= call.now &&
        !call.viewer.read.includes(readKey(message)),
    ).length;
  // customer-service chats live with the chat provider, not here: none unread
  return ok({ customer_service: 0, system_messages: unread('message'), announcements: unread('announcement') });
};

/** An operation answered with the contract's own example (site content the provider edits, not the user). */
const fromExample =
  (operationId: string): UserHandler =>
  (call) => ({ status: 200, body: call.ctx.contract.readExample(operationId) });

const getHome: UserHandler = fromExample('getHome');
/** The seeded notices (the contract's example, in English) in the other seven languages. */
export const NOTICE_TITLES: Readonly<Record<string, Readonly<Record<Exclude<Lang, 'en'>, string>>>> = {
  'Withdrawals are processed Monday to Friday, 07:00-09:00.': {
    vi: 'Lệnh rút tiền được xử lý từ thứ Hai đến thứ Sáu, 07:00-09:00.',
    zh: '提现处理时间为周一至周五 07:00-09:00。',
    ja: '出金は月曜日から金曜日の 07:00-09:00 に処理されます。',
    ko: '출금은 월요일부터 금요일까지 07:00-09:00에 처리됩니다.',
    es: 'Los retiros se procesan de lunes a viernes, de 07:00 a 09:00.',
    fr: 'Les retraits sont traités du lundi au vendredi, de 07:00 à 09:00.',
    de: 'Auszahlungen werden montags bis freitags von 07:00 bis 09:00 bearbeitet.',
  },
  'NVDA and AMZN stock contracts now support up to 20x leverage.': {
    vi: 'Hợp đồng cổ phiếu NVDA và AMZN nay hỗ trợ đòn bẩy đến 20x.',
    zh: 'NVDA 和 AMZN 股票合约现已支持最高 20 倍杠杆。',
    ja: 'NVDA と AMZN の株式契約で最大 20 倍のレバレッジが使えるようになりました。',
    ko: 'NVDA 및 AMZN 주식 계약이 이제 최대 20배 레버리지를 지원합니다.',
    es: 'Los contratos de acciones de NVDA y AMZN ya admiten hasta 20x de apalancamiento.',
    fr: 'Les contrats sur actions NVDA et AMZN acceptent désormais un effet de levier jusqu’à 20x.',
    de: 'NVDA- und AMZN-Aktienkontrakte unterstützen jetzt bis zu 20-fachen Hebel.',
  },
  'New ETH staking plan: 1.20% daily for 30 days.': {
    vi: 'Gói staking ETH mới: 1,20% mỗi ngày trong 30 ngày.',
    zh: '全新 ETH 质押计划：30 天内每日 1.20%。',
    ja: '新しい ETH ステーキングプラン：30 日間、日利 1.20%。',
    ko: '새 ETH 스테이킹 상품: 30일간 일 1.20%.',
    es: 'Nuevo plan de staking de ETH: 1,20 % diario durante 30 días.',
    fr: 'Nouvelle offre de staking ETH : 1,20 % par jour pendant 30 jours.',
    de: 'Neuer ETH-Staking-Plan: 1,20 % täglich für 30 Tage.',
  },
};

/** Site content in the request's language: the seeded notices translated, the banners drawn per language. */
const getNoticeList: UserHandler = (call) => {
  const body = structuredClone(call.ctx.contract.readExample('getNoticeList')) as { data?: Array<{ title?: string }> };
  if (call.lang !== 'en') {
    for (const notice of body.data ?? []) {
      const title = notice.title === undefined ? undefined : NOTICE_TITLES[notice.title]?.[call.lang];
      if (title !== undefined) notice.title = title;
    }
  }
  return { status: 200, body };
};

const getBanners: UserHandler = (call) => {
  const body = structuredClone(call.ctx.contract.readExample('getBanners')) as { data?: Array<{ image?: string }> };
  if (call.lang !== 'en') {
    // the banners carry text: each language has its own drawing under /uploads/banners/<lang>/
    for (const banner of body.data ?? [])
      banner.image = banner.image?.replace(/^\/uploads\/banners\//, `/uploads/banners/${call.lang}/`);
  }
  return { status: 200, body };
};
const getExchangeCurrency: UserHandler = fromExample('getExchangeCurrency');
const getWelfareHtml: UserHandler = fromExample('getWelfareHtml');
const getCustomerService: UserHandler = (call) => ({
  status: 200,
  body: call.ctx.contract.readExample('getCustomerService'),
});

/** The analysts' signals of the running state's seed (drawn once per state: a reset draws them again). */
const signalsOf = new WeakMap<object, SignalView[]>();

const getSignalChannel: UserHandler = (call) => {
  const { page, limit } = paging(call);
  const { state } = call.ctx.store;
  let rows = signalsOf.get(state);
  if (rows === undefined) {
    rows = drawSignals(state.seed, state.createdAt, call.ctx.market.symbols);
    signalsOf.set(state, rows);
  }
  return ok({ list: pageOf(rows, page, limit), total: rows.length });
};

const EXAMPLES_NOW = Date.UTC(2026, 10, 22, 4, 52, 10) - PROVIDER_UTC_OFFSET_MS;

const parseTime = (text: string): number => {
  const [date = '', time = '00:00:00'] = text.split(' ');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm, ss) - PROVIDER_UTC_OFFSET_MS;
};

const DEVICES = [
  'Chrome on Android',
  'Safari on iPhone',
  'Samsung Internet on Android',
  'Chrome on Windows',
  'Safari on macOS',
] as const;

/**
 * The example account's system messages, in English as the sandbox's own (verification decided …):
 * the contract's examples (their ids, so that requests built from the examples find them) and two
 * drawn from the seed: its account manager's introduction and a sign-in from a new device.
 * Announcements are for everyone: the contract's examples, as the provider edits them.
 */
function seed(draft: SeedDraft): void {
  const { state, example, now, contract, faker } = draft;
  const shift = now - EXAMPLES_NOW;
  const HOUR = 3_600_000;
  type Item = { id: number; title: string; send_time: string; htmls: string };
  const messages = (contract.example('getMessageList') as { result: { data: { list: Item[] } } }).result.data.list;
  const detail = (contract.example('getMessageContent') as { result: { data: { title: string; content: string } } })
    .result.data;
  for (const item of messages) {
    const content = item.title === detail.title ? detail.content : item.htmls;
    state.community.messages.push({
      id: item.id,
      userId: example.id,
      kind: 'message',
      title: item.title,
      content,
      sentAt: Math.min(now, parseTime(item.send_time) + shift),
    });
  }
  const manager = drawPerson(faker);
  const drawn = [
    {
      title: 'Your account manager',
      content: `<p>Hello ${example.nickname}, I am ${manager.fullName}, your account manager. Write to me at ${manager.mail} or through customer service.</p>`,
      sentAt: example.createdAt + faker.number.int({ min: 1, max: 72 }) * HOUR,
    },
    {
      title: 'Sign-in from a new device',
      content: `<p>Your account was signed in on ${faker.helpers.arrayElement(DEVICES)} near ${faker.location.city()} (IP ${faker.internet.ipv4()}). If this was not you, change your password now.</p>`,
      sentAt: now - faker.number.int({ min: 5, max: 30 }) * HOUR,
    },
  ];
  const nextId = Math.max(401, ...state.community.messages.map((message) => message.id + 1));
  drawn.forEach((message, index) =>
    state.community.messages.push({
      id: nextId + index,
      userId: example.id,
      kind: 'message',
      ...message,
      sentAt: Math.min(now, message.sentAt),
    }),
  );
  const announcements = (contract.example('getAnnouncementList') as { result: { data: { list: Item[] } } }).result.data
    .list;
  const announcementDetail = (
    contract.example('getAnnouncementById') as { result: { data: { title: string; content: string } } }
  ).result.data;
  for (const item of announcements) {
    const content = item.title === announcementDetail.title ? announcementDetail.content : item.htmls;
    state.community.messages.push({
      id: item.id,
      userId: null,
      kind: 'announcement',
      title: item.title,
      content,
      sentAt: Math.min(now, parseTime(item.send_time) + shift),
    });
  }
  // the system messages older than a week have been read already
  for (const message of state.community.messages) {
    if (message.kind === 'message' && message.userId === example.id && message.sentAt < now - 7 * 24 * HOUR)
      example.read.push(readKey(message));
  }
  state.ids.message = Math.max(
    state.ids.message ?? 0,
    ...state.community.messages.map((message) => message.id + 1),
    401,
  );
}

export const communityDomain: Domain = {
  name: 'community',
  operations: {
    getCustomerService,
    getHome,
    getBanners,
    getNoticeList,
    getMessageList,
    getMessageContent,
    getAnnouncementList,
    getAnnouncementById,
    getUnreadCounts,
    getExchangeCurrency,
    getWelfareHtml,
    getSignalChannel,
  },
  seed,
};
