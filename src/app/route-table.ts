import type { ComponentType } from 'react';
import i18next from 'i18next';
import { getToken } from '../lib/session';
import { pathOf } from '../lib/route-paths';
import { loadChartModule } from '../components/market-chart/chart-module';
import { warmChecks } from '../api/response-contract';

/** A lazily loaded screen: its module's screen component. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * A screen whose texts download with its code, not after it has rendered (one round of requests
 * less before the first screens of the app are drawn).
 */
const withTexts =
  (namespaces: readonly string[], load: LazyScreen): LazyScreen =>
  () =>
    Promise.all([load(), i18next.loadNamespaces([...namespaces])]).then(([screen]) => screen);

/** A screen with a chart: the chart's code (lightweight-charts) downloads alongside the screen's. */
const withChart =
  (load: LazyScreen): LazyScreen =>
  () => {
    // a failed download is the panel's to show and retry
    loadChartModule().catch(() => undefined);
    return load();
  };

/**
 * The operations a screen calls as soon as it is drawn (and the shell's unread count): the checks of
 * their answers download with the screen's code rather than after it has drawn. Each list is exactly
 * what its screen asks for on opening (route-first-calls-screens.test.tsx): a call left out here
 * downloads its tag's schemas only once its answer has arrived, a round of requests later.
 */
export const FIRST_CALLS = {
  home: [
    'getUserDetail',
    'getHome',
    'getBanners',
    'getNoticeList',
    'getTradeSymbols',
    'getUnreadCounts',
    'getContractOrderAllList',
    'getOrderRecord',
  ],
  market: ['getTradeSymbols', 'getOptional', 'getUnreadCounts'],
  trade: ['getTradeSymbols', 'getKlineHistory', 'getUserDetail', 'getOrderInfo', 'getQuickAmounts'],
} as const;

const withChecks =
  (operationIds: readonly string[], load: LazyScreen): LazyScreen =>
  () => {
    warmChecks(operationIds);
    return load();
  };

/** Routes a visitor may open without signing in. */
export const PUBLIC_ROUTES: Record<string, LazyScreen> = {
  [pathOf('login')]: () => import('../features/auth/login-screen').then((m) => ({ Component: m.LoginScreen })),
  [pathOf('register')]: () => import('../features/auth/register-screen').then((m) => ({ Component: m.RegisterScreen })),
  [pathOf('agreement')]: () =>
    import('../features/auth/agreement-screen').then((m) => ({ Component: m.AgreementScreen })),
  [pathOf('findPassword')]: () =>
    import('../features/security/password-recovery-screen').then((m) => ({ Component: m.PasswordRecoveryScreen })),
  [pathOf('language')]: () =>
    import('../features/settings/language-screen').then((m) => ({ Component: m.LanguageScreen })),
  [pathOf('support')]: () =>
    import('../features/support/support-chat-screen').then((m) => ({ Component: m.SupportChatScreen })),
  [pathOf('depositCounter')]: () =>
    import('../features/deposit/counter-screen').then((m) => ({ Component: m.CounterScreen })),
  [pathOf('newCoin')]: () => import('../features/newcoin/newcoin-screen').then((m) => ({ Component: m.NewCoinScreen })),
  [pathOf('newCoinRecords')]: () =>
    import('../features/newcoin/ncrecords-screen').then((m) => ({ Component: m.NcRecordsScreen })),
};

/**
 * The "me" tab: public, and part of the home screen once signed in. A signed-in user's parts of it
 * (their card, sign-out) download alongside the screen; a visitor's tab never downloads them.
 */
export const ME_TAB = {
  path: pathOf('me'),
  screen: withTexts(['profile'], () =>
    Promise.all([
      import('../features/profile/me-screen'),
      getToken() !== null ? import('../features/profile/components/member-parts').catch(() => undefined) : undefined,
    ]).then(([m, parts]) => ({ Component: parts ? m.withMemberParts(parts) : m.MeScreen })),
  ),
};

/** Tabs 0-4 of the home screen (signed in). */
export const HOME_TABS: readonly { path: string; screen: LazyScreen }[] = [
  {
    path: pathOf('home'),
    screen: withChecks(
      FIRST_CALLS.home,
      withTexts(['home', 'figures'], () =>
        import('../features/home/home-screen').then((m) => ({ Component: m.HomeScreen })),
      ),
    ),
  },
  {
    path: pathOf('market'),
    screen: withChecks(
      FIRST_CALLS.market,
      withTexts(['market'], () =>
        import('../features/market/market-screen').then((m) => ({ Component: m.MarketScreen })),
      ),
    ),
  },
  {
    path: pathOf('messages'),
    screen: () => import('../features/messages/msgs-tab-screen').then((m) => ({ Component: m.MsgsTabScreen })),
  },
  {
    path: pathOf('orders'),
    screen: () => import('../features/orders/orders-screen').then((m) => ({ Component: m.OrdersScreen })),
  },
  {
    path: pathOf('assets'),
    screen: () => import('../features/assets/assets-screen').then((m) => ({ Component: m.AssetsScreen })),
  },
];

/** Every other screen needs a token; a visitor is sent to the "me" tab. */
export const PRIVATE_ROUTES: Record<string, LazyScreen> = {
  [pathOf('payPassword')]: () =>
    import('../features/security/pay-password-screen').then((m) => ({ Component: m.PayPasswordScreen })),
  [pathOf('userCenter')]: () =>
    import('../features/profile/usercenter-screen').then((m) => ({ Component: m.UserCenterScreen })),
  [pathOf('userInfo')]: () =>
    import('../features/profile/userinfo-screen').then((m) => ({ Component: m.UserInfoScreen })),
  [pathOf('vip')]: () => import('../features/profile/vip-screen').then((m) => ({ Component: m.VipScreen })),
  [pathOf('share')]: () => import('../features/team/share-screen').then((m) => ({ Component: m.ShareScreen })),
  [pathOf('aboutUs')]: () => import('../features/about/aboutus-screen').then((m) => ({ Component: m.AboutUsScreen })),
  [pathOf('accountSecurity')]: () =>
    import('../features/security/account-security-screen').then((m) => ({ Component: m.AccountSecurityScreen })),
  [pathOf('loginPassword')]: () =>
    import('../features/security/login-password-screen').then((m) => ({ Component: m.LoginPasswordScreen })),
  [pathOf('kyc')]: () => import('../features/kyc/kyc-screen').then((m) => ({ Component: m.KycScreen })),
  [pathOf('kycBasic')]: () => import('../features/kyc/real-name-screen').then((m) => ({ Component: m.RealNameScreen })),
  [pathOf('kycAdvanced')]: () =>
    import('../features/kyc/advanced-screen').then((m) => ({ Component: m.AdvancedScreen })),
  [pathOf('wallet')]: () => import('../features/wallet/wallet-screen').then((m) => ({ Component: m.WalletScreen })),
  [pathOf('bank')]: () => import('../features/wallet/bank-screen').then((m) => ({ Component: m.BankScreen })),
  [pathOf('addWallet')]: () =>
    import('../features/wallet/addwallet-screen').then((m) => ({ Component: m.AddWalletScreen })),
  [pathOf('depositSelect')]: () =>
    import('../features/deposit/select-screen').then((m) => ({ Component: m.SelectScreen })),
  [pathOf('deposit')]: () =>
    import('../features/deposit/recharge-screen').then((m) => ({ Component: m.RechargeScreen })),
  [pathOf('withdraw')]: () =>
    import('../features/withdraw/withdraw-screen').then((m) => ({ Component: m.WithdrawScreen })),
  [pathOf('accountSettle')]: () =>
    import('../features/records/account-settle-screen').then((m) => ({ Component: m.AccountSettleScreen })),
  [pathOf('payrollRecords')]: () =>
    import('../features/records/payroll-records-screen').then((m) => ({ Component: m.PayrollRecordsScreen })),
  [pathOf('financialRecords')]: () =>
    import('../features/records/financial-records-screen').then((m) => ({ Component: m.FinancialRecordsScreen })),
  [pathOf('records')]: () => import('../features/records/record-screen').then((m) => ({ Component: m.RecordScreen })),
  [pathOf('exchange')]: () =>
    import('../features/exchange/exchange-screen').then((m) => ({ Component: m.ExchangeScreen })),
  [pathOf('team')]: () => import('../features/team/team-screen').then((m) => ({ Component: m.TeamScreen })),
  [pathOf('inviteRecords')]: () =>
    import('../features/team/invite-records-screen').then((m) => ({ Component: m.InviteRecordsScreen })),
  [pathOf('search')]: () => import('../features/market/search-screen').then((m) => ({ Component: m.SearchScreen })),
  [pathOf('signals')]: () =>
    import('../features/signals/signal-channel-screen').then((m) => ({ Component: m.SignalChannelScreen })),
  [pathOf('trade')]: withChecks(
    FIRST_CALLS.trade,
    withChart(
      withTexts(['trade', 'orders', 'market', 'alerts'], () =>
        import('../features/trade/trade-screen').then((m) => ({ Component: m.TradeScreen })),
      ),
    ),
  ),
  [pathOf('contract')]: withChart(() =>
    import('../features/contract/contract-screen').then((m) => ({ Component: m.ContractScreen })),
  ),
  [pathOf('contractOrders')]: () =>
    import('../features/contract/lever-list-screen').then((m) => ({ Component: m.LeverListScreen })),
  [pathOf('symbolOrders')]: () =>
    import('../features/contract/order-list-screen').then((m) => ({ Component: m.OrderListScreen })),
  [pathOf('tradeRecords')]: () =>
    import('../features/trade/trade-records-screen').then((m) => ({ Component: m.TradeRecordsScreen })),
  [pathOf('orderDetail')]: () =>
    import('../features/contract/order-detail-screen').then((m) => ({ Component: m.OrderDetailScreen })),
  [pathOf('messageCenter')]: () =>
    import('../features/messages/message-center-screen').then((m) => ({ Component: m.MessageCenterScreen })),
  [pathOf('messageDetail')]: () =>
    import('../features/messages/message-detail-screen').then((m) => ({ Component: m.MessageDetailScreen })),
  [pathOf('notices')]: () =>
    import('../features/messages/notify-records-screen').then((m) => ({ Component: m.NotifyRecordsScreen })),
  [pathOf('appDownload')]: () =>
    import('../features/about/appdownload-screen').then((m) => ({ Component: m.AppDownloadScreen })),
  [pathOf('welfare')]: () =>
    import('../features/welfare/welfare-centre-screen').then((m) => ({ Component: m.WelfareCentreScreen })),
  [pathOf('loan')]: () => import('../features/loan/loan-screen').then((m) => ({ Component: m.LoanScreen })),
  [pathOf('stakingDetails')]: () =>
    import('../features/staking/staking-details-screen').then((m) => ({ Component: m.StakingDetailsScreen })),
  [pathOf('staking')]: () => import('../features/staking/staking-screen').then((m) => ({ Component: m.StakingScreen })),
};
