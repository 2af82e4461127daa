import type common from '../../locales/en/common.json';
import type auth from '../../locales/en/auth.json';
import type profile from '../../locales/en/profile.json';
import type support from '../../locales/en/support.json';
import type wallet from '../../locales/en/wallet.json';
import type market from '../../locales/en/market.json';
import type security from '../../locales/en/security.json';
import type kyc from '../../locales/en/kyc.json';
import type team from '../../locales/en/team.json';
import type about from '../../locales/en/about.json';
import type home from '../../locales/en/home.json';
import type messages from '../../locales/en/messages.json';
import type loan from '../../locales/en/loan.json';
import type staking from '../../locales/en/staking.json';
import type newcoin from '../../locales/en/newcoin.json';
import type welfare from '../../locales/en/welfare.json';
import type trade from '../../locales/en/trade.json';
import type contract from '../../locales/en/contract.json';
import type orders from '../../locales/en/orders.json';
import type alerts from '../../locales/en/alerts.json';
import type depth from '../../locales/en/depth.json';
import type figures from '../../locales/en/figures.json';
import type throttle from '../../locales/en/throttle.json';

/** Typed keys: a key that does not exist in the locales fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      profile: typeof profile;
      support: typeof support;
      wallet: typeof wallet;
      market: typeof market;
      security: typeof security;
      kyc: typeof kyc;
      team: typeof team;
      about: typeof about;
      home: typeof home;
      messages: typeof messages;
      loan: typeof loan;
      staking: typeof staking;
      newcoin: typeof newcoin;
      welfare: typeof welfare;
      trade: typeof trade;
      contract: typeof contract;
      orders: typeof orders;
      alerts: typeof alerts;
      depth: typeof depth;
      figures: typeof figures;
      throttle: typeof throttle;
    };
    returnNull: false;
  }
}
