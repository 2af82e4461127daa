/**
 * Market: the instruments the feed streams (`/tradesymbol`), each user's own watchlist, and the
 * candle history of the same feed (also served at the market host's own `/kline/query/history`).
 */
import { done, invalidId, ok, type Domain, type Handler, type UserHandler } from '../api.ts';
import type { SandboxContext } from '../context.ts';
import { translate, type MessageTable } from '../i18n.ts';
import type { SandboxMarket } from '../market.ts';

export const MARKET_MESSAGES = {
  added: {
    en: 'Added to favourites',
    vi: 'Đã thêm vào danh sách yêu thích',
    zh: '已加入自选',
    ja: 'お気に入りに追加しました',
    ko: '관심 종목에 추가했습니다',
    es: 'Añadido a favoritos',
    fr: 'Ajouté aux favoris',
    de: 'Zu den Favoriten hinzugefügt',
  },
  removed: {
    en: 'Removed from favourites',
    vi: 'Đã xóa khỏi danh sách yêu thích',
    zh: '已移出自选',
    ja: 'お気に入りから削除しました',
    ko: '관심 종목에서 삭제했습니다',
    es: 'Eliminado de favoritos',
    fr: 'Retiré des favoris',
    de: 'Aus den Favoriten entfernt',
  },
} as const satisfies MessageTable;

const iconCache = new WeakMap<object, Map<string, string>>();

/** The example's icons by pair code (the provider's relative paths), read once per contract. */
function iconsOf(ctx: SandboxContext): Map<string, string> {
  const cached = iconCache.get(ctx.contract);
  if (cached !== undefined) return cached;
  const example = ctx.contract.example('getTradeSymbols') as {
    result: Record<string, Array<{ jiaoyidui: string; image?: string }>>;
  };
  const icons = new Map<string, string>();
  for (const list of Object.values(example.result))
    for (const item of list) if (item.image) icons.set(item.jiaoyidui, item.image);
  iconCache.set(ctx.contract, icons);
  return icons;
}

const getTradeSymbols: UserHandler = (call) => {
  const icons = iconsOf(call.ctx);
  const catalogue: Record<string, unknown[]> = {};
  for (const symbol of call.ctx.market.symbols) {
    (catalogue[symbol.category] ??= []).push({
      id: symbol.id,
      jiaoyidui: symbol.jiaoyidui,
      name: symbol.name,
      ...(icons.has(symbol.jiaoyidui) ? { image: icons.get(symbol.jiaoyidui) } : {}),
      sort: symbol.sort,
    });
  }
  return ok(catalogue);
};

const getOptional: UserHandler = (call) => {
  const rows = call.viewer.watchlist.flatMap((symbolId, index) => {
    const symbol = call.ctx.market.symbolById(symbolId);
    return symbol === undefined ? [] : [{ id: 900 + index + 1, currency_id: symbol.id, jiaoyidui: symbol.jiaoyidui }];
  });
  return ok({ data: rows });
};

const addOptional: UserHandler = (call) => {
  const { currency_id } = call.body as { currency_id: number };
  if (call.ctx.market.symbolById(currency_id) === undefined) return invalidId(call.lang, 'currency_id');
  if (!call.viewer.watchlist.includes(currency_id)) {
    call.ctx.store.write(() => {
      call.viewer.watchlist.push(currency_id);
    });
  }
  return done(translate(MARKET_MESSAGES, call.lang, 'added'));
};

const removeOptional: UserHandler = (call) => {
  const { currency_id } = call.body as { currency_id: number };
  if (call.ctx.market.symbolById(currency_id) === undefined) return invalidId(call.lang, 'currency_id');
  call.ctx.store.write(() => {
    call.viewer.watchlist = call.viewer.watchlist.filter((id) => id !== currency_id);
  });
  return done(translate(MARKET_MESSAGES, call.lang, 'removed'));
};

/** The same answer the market host gives at its own `/kline/query/history` (no envelope). */
const getKlineHistory: Handler = (call) => {
  const market = call.ctx.market as SandboxMarket;
  const answer = market.klines.answer(new URLSearchParams(call.query));
  return { status: answer.status, body: answer.body };
};

export const marketDomain: Domain = {
  name: 'market',
  operations: { getTradeSymbols, getOptional, addOptional, removeOptional, getKlineHistory },
  seed(draft) {
    // the contract's /optional example: BTC, ETH, gold, NVIDIA
    draft.example.watchlist = [1, 2, 16, 9];
  },
};
