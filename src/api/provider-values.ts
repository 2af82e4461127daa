import type { ArticleSummaryIsRead } from './generated/model';

/**
 * The provider's magic values, named once. Where openapi.yaml enumerates a field, the enum orval
 * generates from it is the name (re-exported here, so every value has this one home and a contract
 * change is a type error); what the contracts leave as bare literals is named below.
 */
export {
  ContractOrderStatus,
  ContractPriceType,
  ContractTradeType,
  DepositChannelType,
  DepositStatus,
  KycStatus,
  LoanApprovalStatus,
  LoanStatus,
  MoneyChangeType,
  OptionDirection,
  OptionOrderStatus,
  StakingRebateType,
  SwapCurrency,
  WithdrawSource,
  WithdrawStatus,
} from './generated/model';

/**
 * A symbol's status as the market store keeps it, in the provider's client's terms: 1 live, -1
 * stale or closed (no price for a while, or a price of 0: the market of that symbol is closed).
 */
export const SymbolStatus = { live: 1, stale: -1 } as const;
export type SymbolStatus = (typeof SymbolStatus)[keyof typeof SymbolStatus];

/** `moneypssd_status` of the user: whether a withdrawal password is set. */
export const PayPasswordStatus = { notSet: 0, set: 1 } as const;

/** `is_read` of a message or announcement in its list (proposed field). */
export const ReadStatus = { unread: 0, read: 1 } as const satisfies Record<string, ArticleSummaryIsRead>;

/** The `currency` of a withdrawal to the bound bank card, and of its withdrawal record (which shows `cardno`). */
export const BANK_CURRENCY = 'BANK';

/** Article ids of `/register/agreement`. */
export const ArticleId = { registrationTerms: 1, aboutUs: 2, platformTerms: 4 } as const;

/**
 * The `type` of the message routes the app keeps from the provider's client
 * (`/pages/message/notifyrecords?type=`, `/pages/message/detail?type=`): a system message
 * (`/wallet/messagecontent`), an announcement (`/announcementbyid`) or a platform article
 * (`/register/agreement`).
 */
export const ArticleKind = { message: 1, announcement: 2, platform: 3 } as const;
export type ArticleKind = (typeof ArticleKind)[keyof typeof ArticleKind];
