import type { ComponentType } from 'react';

/** A lazily loaded screen, in the shape React Router's `lazy` expects. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

const notReady: LazyScreen = () => import('./not-ready-screen').then((m) => ({ Component: m.NotReadyScreen }));
const notReadyTab: LazyScreen = () => import('./not-ready-screen').then((m) => ({ Component: m.NotReadyTab }));

/** Routes a visitor may open without signing in. */
export const PUBLIC_ROUTES: Record<string, LazyScreen> = {
  '/pages/login': () => import('../features/auth/login-screen').then((m) => ({ Component: m.LoginScreen })),
  '/pages/user/register': () =>
    import('../features/auth/register-screen').then((m) => ({ Component: m.RegisterScreen })),
  '/pages/user/agreement': () =>
    import('../features/auth/agreement-screen').then((m) => ({ Component: m.AgreementScreen })),
  '/pages/user/findpassword': notReady,
  '/pages/language': () =>
    import('../features/settings/language-screen').then((m) => ({ Component: m.LanguageScreen })),
  '/pages/user/kefu': () => import('../features/support/kefu-screen').then((m) => ({ Component: m.KefuScreen })),
  '/pages/recharge/counter': notReady,
  '/pages/newcoin': notReady,
  '/pages/ncrecords': notReady,
};

/** The "me" tab: public, and part of the home screen once signed in. */
export const ME_TAB = {
  path: '/pages/home/cme',
  screen: (() => import('../features/profile/me-screen').then((m) => ({ Component: m.MeScreen }))) as LazyScreen,
};

/** Tabs 0-4 of the home screen (signed in). */
export const HOME_TABS: readonly { path: string; screen: LazyScreen }[] = [
  { path: '/', screen: notReadyTab },
  { path: '/pages/home/market', screen: notReadyTab },
  { path: '/pages/home/msgs', screen: notReadyTab },
  { path: '/pages/home/order', screen: notReadyTab },
  { path: '/pages/home/assets', screen: notReadyTab },
];

/** Every other screen needs a token; a visitor is sent to the "me" tab. */
export const PRIVATE_ROUTES: Record<string, LazyScreen> = {
  '/pages/user/setPayPassword': notReady,
  '/pages/usercenter': notReady,
  '/pages/userinfo': notReady,
  '/pages/user/vip': notReady,
  '/pages/user/share': notReady,
  '/pages/user/aboutus': notReady,
  '/pages/user/accountsecurity': notReady,
  '/pages/setting/secure': notReady,
  '/pages/user/auth': notReady,
  '/pages/auth/authstepone': notReady,
  '/pages/auth/authstepsecond': notReady,
  '/pages/wallet': notReady,
  '/pages/setting/bank': notReady,
  '/pages/setting/addwallet': notReady,
  '/pages/recharge/select': notReady,
  '/pages/recharge': notReady,
  '/pages/withdraw': notReady,
  '/pages/accountsettle': notReady,
  '/pages/wallet/payrollrecords': notReady,
  '/pages/wallet/financialrecords': notReady,
  '/pages/wallet/record': notReady,
  '/pages/user/exchange': notReady,
  '/pages/user/team': notReady,
  '/pages/user/inviterecords': notReady,
  '/pages/currency/search': notReady,
  '/pages/signalchannel': notReady,
  '/pages/trade': notReady,
  '/pages/trade/contract': notReady,
  '/pages/lever/leverList': notReady,
  '/pages/lever/orderList': notReady,
  '/pages/trade/traderecords': notReady,
  '/pages/trade/orderdetail': notReady,
  '/pages/message/center': notReady,
  '/pages/message/detail': notReady,
  '/pages/message/notifyrecords': notReady,
  '/pages/appdownload': notReady,
  '/pages/find': notReady,
  '/pages/trade/loan': notReady,
  '/pages/trade/stakingdetails': notReady,
  '/pages/trade/staking': notReady,
};
