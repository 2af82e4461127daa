import type { ComponentType } from 'react';
import i18next from 'i18next';
import { getToken } from '../lib/session';
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
 * their answers download with the screen's code rather than after it has drawn.
 */
export const FIRST_CALLS = {
  home: ['getUserDetail', 'getHome', 'getBanners', 'getNoticeList', 'getTradeSymbols', 'getUnreadCounts'],
  market: ['getTradeSymbols', 'getUnreadCounts'],
  trade: ['getTradeSymbols', 'getKlineHistory'],
} as const;

const withChecks =
  (operationIds: readonly string[], load: LazyScreen): LazyScreen =>
  () => {
    warmChecks(operationIds);
    return load();
  };

/** Routes a visitor may open without signing in. */
export const PUBLIC_ROUTES: Record<string, LazyScreen> = {
  '/pages/login': () => import('../features/auth/login-screen').then((m) => ({ Component: m.LoginScreen })),
  '/pages/user/register': () =>
    import('../features/auth/register-screen').then((m) => ({ Component: m.RegisterScreen })),
  '/pages/user/agreement': () =>
    import('../features/auth/agreement-screen').then((m) => ({ Component: m.AgreementScreen })),
  '/pages/user/findpassword': () =>
    import('../features/security/find-password-screen').then((m) => ({ Component: m.FindPasswordScreen })),
  '/pages/language': () =>
    import('../features/settings/language-screen').then((m) => ({ Component: m.LanguageScreen })),
  '/pages/user/kefu': () => import('../features/support/kefu-screen').then((m) => ({ Component: m.KefuScreen })),
  '/pages/recharge/counter': () =>
    import('../features/deposit/counter-screen').then((m) => ({ Component: m.CounterScreen })),
  '/pages/newcoin': () => import('../features/newcoin/newcoin-screen').then((m) => ({ Component: m.NewCoinScreen })),
  '/pages/ncrecords': () => import('../features/newcoin/ncrecords-screen').then((m) => ({ Component: m.NcRecordsScreen })),
};

/**
 * The "me" tab: public, and part of the home screen once signed in. A signed-in user's parts of it
 * (their card, sign-out) download alongside the screen; a visitor's tab never downloads them.
 */
export const ME_TAB = {
  path: '/pages/home/cme',
  screen: withTexts(['profile'], () =>
    Promise.all([
      import('../features/profile/me-screen'),
      getToken() !== null ? import('../features/profile/components/member-parts').catch(() => undefined) : undefined,
    ]).then(([m]) => ({ Component: m.MeScreen })),
  ),
};

/** Tabs 0-4 of the home screen (signed in). */
export const HOME_TABS: readonly { path: string; screen: LazyScreen }[] = [
  {
    path: '/',
    screen: withChecks(FIRST_CALLS.home, withTexts(['home'], () => import('../features/home/home-screen').then((m) => ({ Component: m.HomeScreen })))),
  },
  {
    path: '/pages/home/market',
    screen: withChecks(
      FIRST_CALLS.market,
      withTexts(['market'], () => import('../features/market/market-screen').then((m) => ({ Component: m.MarketScreen }))),
    ),
  },
  {
    path: '/pages/home/msgs',
    screen: () => import('../features/messages/msgs-tab-screen').then((m) => ({ Component: m.MsgsTabScreen })),
  },
  { path: '/pages/home/order', screen: () => import('../features/orders/orders-screen').then((m) => ({ Component: m.OrdersScreen })) },
  { path: '/pages/home/assets', screen: () => import('../features/assets/assets-screen').then((m) => ({ Component: m.AssetsScreen })) },
];

/** Every other screen needs a token; a visitor is sent to the "me" tab. */
export const PRIVATE_ROUTES: Record<string, LazyScreen> = {
  '/pages/user/setPayPassword': () =>
    import('../features/security/pay-password-screen').then((m) => ({ Component: m.PayPasswordScreen })),
  '/pages/usercenter': () =>
    import('../features/profile/usercenter-screen').then((m) => ({ Component: m.UserCenterScreen })),
  '/pages/userinfo': () => import('../features/profile/userinfo-screen').then((m) => ({ Component: m.UserInfoScreen })),
  '/pages/user/vip': () => import('../features/profile/vip-screen').then((m) => ({ Component: m.VipScreen })),
  '/pages/user/share': () => import('../features/team/share-screen').then((m) => ({ Component: m.ShareScreen })),
  '/pages/user/aboutus': () => import('../features/about/aboutus-screen').then((m) => ({ Component: m.AboutUsScreen })),
  '/pages/user/accountsecurity': () =>
    import('../features/security/account-security-screen').then((m) => ({ Component: m.AccountSecurityScreen })),
  '/pages/setting/secure': () => import('../features/security/secure-screen').then((m) => ({ Component: m.SecureScreen })),
  '/pages/user/auth': () => import('../features/kyc/kyc-screen').then((m) => ({ Component: m.KycScreen })),
  '/pages/auth/authstepone': () =>
    import('../features/kyc/real-name-screen').then((m) => ({ Component: m.RealNameScreen })),
  '/pages/auth/authstepsecond': () =>
    import('../features/kyc/advanced-screen').then((m) => ({ Component: m.AdvancedScreen })),
  '/pages/wallet': () =>
    import('../features/wallet/wallet-screen').then((m) => ({ Component: m.WalletScreen })),
  '/pages/setting/bank': () =>
    import('../features/wallet/bank-screen').then((m) => ({ Component: m.BankScreen })),
  '/pages/setting/addwallet': () =>
    import('../features/wallet/addwallet-screen').then((m) => ({ Component: m.AddWalletScreen })),
  '/pages/recharge/select': () =>
    import('../features/deposit/select-screen').then((m) => ({ Component: m.SelectScreen })),
  '/pages/recharge': () =>
    import('../features/deposit/recharge-screen').then((m) => ({ Component: m.RechargeScreen })),
  '/pages/withdraw': () =>
    import('../features/withdraw/withdraw-screen').then((m) => ({ Component: m.WithdrawScreen })),
  '/pages/accountsettle': () =>
    import('../features/records/account-settle-screen').then((m) => ({ Component: m.AccountSettleScreen })),
  '/pages/wallet/payrollrecords': () =>
    import('../features/records/payroll-records-screen').then((m) => ({ Component: m.PayrollRecordsScreen })),
  '/pages/wallet/financialrecords': () =>
    import('../features/records/financial-records-screen').then((m) => ({ Component: m.FinancialRecordsScreen })),
  '/pages/wallet/record': () =>
    import('../features/records/record-screen').then((m) => ({ Component: m.RecordScreen })),
  '/pages/user/exchange': () =>
    import('../features/exchange/exchange-screen').then((m) => ({ Component: m.ExchangeScreen })),
  '/pages/user/team': () => import('../features/team/team-screen').then((m) => ({ Component: m.TeamScreen })),
  '/pages/user/inviterecords': () =>
    import('../features/team/invite-records-screen').then((m) => ({ Component: m.InviteRecordsScreen })),
  '/pages/currency/search': () => import('../features/market/search-screen').then((m) => ({ Component: m.SearchScreen })),
  '/pages/signalchannel': () =>
    import('../features/signals/signal-channel-screen').then((m) => ({ Component: m.SignalChannelScreen })),
  '/pages/trade': withChecks(
    FIRST_CALLS.trade,
    withChart(withTexts(['trade', 'orders'], () => import('../features/trade/trade-screen').then((m) => ({ Component: m.TradeScreen })))),
  ),
  '/pages/trade/contract': withChart(() =>
    import('../features/contract/contract-screen').then((m) => ({ Component: m.ContractScreen }))),
  '/pages/lever/leverList': () =>
    import('../features/contract/lever-list-screen').then((m) => ({ Component: m.LeverListScreen })),
  '/pages/lever/orderList': () =>
    import('../features/contract/order-list-screen').then((m) => ({ Component: m.OrderListScreen })),
  '/pages/trade/traderecords': () =>
    import('../features/trade/trade-records-screen').then((m) => ({ Component: m.TradeRecordsScreen })),
  '/pages/trade/orderdetail': () =>
    import('../features/contract/order-detail-screen').then((m) => ({ Component: m.OrderDetailScreen })),
  '/pages/message/center': () =>
    import('../features/messages/message-center-screen').then((m) => ({ Component: m.MessageCenterScreen })),
  '/pages/message/detail': () =>
    import('../features/messages/message-detail-screen').then((m) => ({ Component: m.MessageDetailScreen })),
  '/pages/message/notifyrecords': () =>
    import('../features/messages/notify-records-screen').then((m) => ({ Component: m.NotifyRecordsScreen })),
  '/pages/appdownload': () =>
    import('../features/about/appdownload-screen').then((m) => ({ Component: m.AppDownloadScreen })),
  '/pages/find': () => import('../features/welfare/find-screen').then((m) => ({ Component: m.FindScreen })),
  '/pages/trade/loan': () => import('../features/loan/loan-screen').then((m) => ({ Component: m.LoanScreen })),
  '/pages/trade/stakingdetails': () =>
    import('../features/staking/staking-details-screen').then((m) => ({ Component: m.StakingDetailsScreen })),
  '/pages/trade/staking': () =>
    import('../features/staking/staking-screen').then((m) => ({ Component: m.StakingScreen })),
};
