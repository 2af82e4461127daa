import type Big from 'big.js';
import { formatProviderTime } from '../domain/provider-time';
import { LOCALE_TAGS, type Language } from '../i18n/languages';
import {
  formatAmount,
  formatPercent,
  formatPlain,
  formatPrice,
  formatRate,
  formatSignedAmount,
  shownFigure,
} from './format';
import { usePersistedState } from './persisted-state';
import { formatWindowOpening, type WindowOpening } from './withdrawal-hours';

type Figure = string | number | null | undefined;

/**
 * The formatting helpers of src/lib/format.ts (and the app's date and time formats) bound to one
 * language: what a component calls instead of passing the language to every `formatX(value, language)`.
 */
export type Format = {
  /** The interface language, for what is not a formatter (the decimal separator of a typed amount). */
  language: Language;
  /** Its BCP 47 tag (`vi-VN`), for Intl and the chart. */
  locale: string;
  /** An amount with `fractionDigits` decimals (2 unless told); a dash for anything unreadable. */
  amount: (value: Figure, fractionDigits?: number) => string;
  /** A price with the decimals the provider sent (2 to 8), or the instrument's when known. */
  price: (value: Figure, decimals?: number) => string;
  /** A number with exactly the decimals it was sent with (rates, payouts, minimums). */
  plain: (value: Figure) => string;
  /** A signed amount: "+300.00" / "−500.00" / "0.00". */
  signedAmount: (value: Figure) => string;
  /** A percentage given in percent, in the language's percent format ("0,2 %"). */
  rate: (percent: Figure, options?: { decimals?: number; fixed?: boolean }) => string;
  /** A signed percentage: "+3.50%" / "−0.75%". */
  percent: (value: string | null | undefined) => string;
  /** A figure computed in decimals (contract P&L, margin ratio): 2 decimals half up, a dash when unknown. */
  figure: (value: Big | null) => string;
  /** The same, signed: "+495.20" / "−12.30" / "0.00". */
  signedFigure: (value: Big | null) => string;
  /** The same as a signed percentage: "+293.01%". */
  signedFigurePercent: (value: Big | null) => string;
  /** A provider time in the device's zone (decisions 0035, 0038). */
  providerTime: (text: string | null | undefined) => string;
  /** A date or an instant with the given Intl options ("short" date and "medium" time, …). */
  dateTime: (value: number | Date, options: Intl.DateTimeFormatOptions) => string;
  /** The withdrawal window's next opening as read in Vietnam ("Monday", "07:00"). */
  windowOpening: (opening: WindowOpening) => { day: string; time: string };
};

const bound = new Map<Language, Format>();

/**
 * The formatters bound to a language, one object per language for the app's lifetime: a component
 * that renders again gets the same functions, so they are safe dependencies of effects and memos.
 */
export const formatFor = (language: Language): Format => {
  let format = bound.get(language);
  // Stryker disable next-line ConditionalExpression: equivalent, a cache (a new object formats the same)
  if (!format) {
    const locale = LOCALE_TAGS[language];
    format = {
      language,
      locale,
      amount: (value, fractionDigits) => formatAmount(value, language, fractionDigits),
      price: (value, decimals) => formatPrice(value, language, decimals),
      plain: (value) => formatPlain(value, language),
      signedAmount: (value) => formatSignedAmount(value, language),
      rate: (percent, options) => formatRate(percent, language, options),
      percent: (value) => formatPercent(value, language),
      figure: (value) => formatAmount(shownFigure(value), language),
      signedFigure: (value) => formatSignedAmount(shownFigure(value), language),
      signedFigurePercent: (value) => formatPercent(shownFigure(value), language),
      providerTime: (text) => formatProviderTime(text, locale),
      dateTime: (value, options) => new Intl.DateTimeFormat(locale, options).format(value),
      windowOpening: (opening) => formatWindowOpening(opening, locale),
    };
    bound.set(language, format);
  }
  return format;
};

/**
 * How a component formats a figure, a price, a percentage or a time: the user's language is read once,
 * here, and the formatters come bound to it (`const format = useFormat(); format.amount(balance)`).
 * A component never passes the language to a format helper itself (lint rule `format/bound-language`);
 * pure code (domain, sandbox, tests) calls the helpers of format.ts with an explicit language.
 */
export const useFormat = (): Format => formatFor(usePersistedState((state) => state.language));
