/**
 * The one table of the app's addresses: every route's path (the provider's old client's, kept as
 * they are, case included) and the query keys its screen reads. Code never writes a `/pages/...`
 * string of its own (a lint rule refuses one anywhere else): it asks `pathTo` for the address, so
 * a renamed route or a query key a screen does not read is a type error, not a dead link.
 *
 *   pathTo('contract', { symbol: 'btcusdt' })  // '/pages/trade/contract?symbol=btcusdt'
 */
const route = <const Path extends string, const Query extends readonly string[] = []>(path: Path, ...query: Query) => ({
  path,
  query,
});

export const ROUTES = {
  // public
  login: route('/pages/login'),
  register: route('/pages/user/register', 'refcode'),
  agreement: route('/pages/user/agreement'),
  findPassword: route('/pages/user/findpassword'),
  language: route('/pages/language'),
  support: route('/pages/user/kefu', 'loan'),
  depositCounter: route('/pages/recharge/counter'),
  newCoin: route('/pages/newcoin'),
  newCoinRecords: route('/pages/ncrecords'),
  // the home screen's tabs ("me" is public)
  home: route('/'),
  market: route('/pages/home/market'),
  messages: route('/pages/home/msgs'),
  orders: route('/pages/home/order', 'kind', 'status'),
  assets: route('/pages/home/assets'),
  me: route('/pages/home/cme'),
  // members only
  payPassword: route('/pages/user/setPayPassword', 'from'),
  userCenter: route('/pages/usercenter'),
  userInfo: route('/pages/userinfo'),
  vip: route('/pages/user/vip'),
  share: route('/pages/user/share'),
  aboutUs: route('/pages/user/aboutus'),
  accountSecurity: route('/pages/user/accountsecurity'),
  loginPassword: route('/pages/setting/secure'),
  kyc: route('/pages/user/auth'),
  kycBasic: route('/pages/auth/authstepone'),
  kycAdvanced: route('/pages/auth/authstepsecond'),
  wallet: route('/pages/wallet'),
  bank: route('/pages/setting/bank', 'from'),
  addWallet: route('/pages/setting/addwallet', 'from'),
  depositSelect: route('/pages/recharge/select', 'type'),
  deposit: route('/pages/recharge', 'id'),
  withdraw: route('/pages/withdraw', 'kind', 'method', 'channel', 'amount'),
  accountSettle: route('/pages/accountsettle'),
  payrollRecords: route('/pages/wallet/payrollrecords'),
  financialRecords: route('/pages/wallet/financialrecords'),
  records: route('/pages/wallet/record', 'tab'),
  exchange: route('/pages/user/exchange'),
  team: route('/pages/user/team'),
  inviteRecords: route('/pages/user/inviterecords'),
  search: route('/pages/currency/search'),
  signals: route('/pages/signalchannel'),
  trade: route('/pages/trade', 'symbol'),
  contract: route('/pages/trade/contract', 'symbol', 'side', 'tp', 'sl'),
  contractOrders: route('/pages/lever/leverList', 'status'),
  symbolOrders: route('/pages/lever/orderList', 'symbol'),
  tradeRecords: route('/pages/trade/traderecords', 'tab'),
  orderDetail: route('/pages/trade/orderdetail', 'id', 'status'),
  messageCenter: route('/pages/message/center'),
  messageDetail: route('/pages/message/detail', 'id', 'type'),
  notices: route('/pages/message/notifyrecords', 'type'),
  appDownload: route('/pages/appdownload'),
  welfare: route('/pages/find'),
  loan: route('/pages/trade/loan', 'tab'),
  stakingDetails: route('/pages/trade/stakingdetails', 'id'),
  staking: route('/pages/trade/staking', 'tab'),
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName]['path'];
/** The query a route's screen reads: a value left out, empty, null or undefined is no parameter at all. */
export type RouteQuery<Name extends RouteName> = Partial<
  Record<(typeof ROUTES)[Name]['query'][number], string | number | null | undefined>
>;

/** A route's path without a query (`/pages/login`): a route table's key, a redirect's target. */
export const pathOf = <Name extends RouteName>(name: Name): (typeof ROUTES)[Name]['path'] => ROUTES[name].path;

/** A query value as an address carries it: encoded, slashes left readable (`from=/pages/wallet`). */
const encode = (value: string): string => encodeURIComponent(value).replace(/%2F/gi, '/');

/** The address of a route with its query (`/pages/trade?symbol=btcusdt`), keys in the order given. */
export const pathTo = <Name extends RouteName>(name: Name, query?: RouteQuery<Name>): string => {
  const pairs = Object.entries(query ?? {})
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined && pair[1] !== null && pair[1] !== '')
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`);
  return pairs.length === 0 ? ROUTES[name].path : `${ROUTES[name].path}?${pairs.join('&')}`;
};
