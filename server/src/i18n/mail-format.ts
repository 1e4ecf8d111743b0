import { FALLBACK_LOCALE, type Locale, PSEUDO_LOCALE } from "./locales.ts";

/** How a mail (or an invoice) writes amounts and moments, in its reader's language. */
export type MailFormat = {
  /** An amount in the smallest unit of its currency (cents; yen for JPY), as the API carries it. */
  money(amount: number, currency: string): string;
  /** A day, in UTC: "June 4, 2027", "4. Juni 2027", "2027年6月4日". */
  date(moment: string | Date): string;
  /** A day and time of day in UTC, without the zone (the message names it). */
  dateTime(moment: Date): string;
};

/** Decimals of a currency's smallest unit: 2 for USD, 0 for JPY, 3 for KWD; 2 for a code Intl does not know. */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units as text with the currency's decimals: 1050 usd → "10.50 USD", 500 jpy → "500 JPY". */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  const sign = amount < 0 ? "-" : "";
  return `${sign}${(Math.abs(amount) / 10 ** digits).toFixed(digits)} ${code}`;
}

function intlMoney(locale: string) {
  return (amount: number, currency: string) => {
    const code = currency.toUpperCase();
    const value = amount / 10 ** minorDigits(code);
    try {
      return new Intl.NumberFormat(locale, { style: "currency", currency: code }).format(value);
    } catch {
      return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value)} ${code}`;
    }
  };
}

const DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };
// A 24-hour clock: the moment is named in UTC, and "08:05 UTC" reads alike in every language.
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/**
 * English (and the pseudo-locale made from it) keeps the forms its mails always had: the amount
 * followed by its ISO code, as on the invoices ("25.00 USD"), and a moment as "2027-06-01 08:00".
 * Every other language writes both as its readers expect, through Intl.
 */
export function mailFormat(locale: Locale): MailFormat {
  const english = locale === FALLBACK_LOCALE || locale === PSEUDO_LOCALE;
  const tag = english ? "en-US" : locale;
  const day = new Intl.DateTimeFormat(tag, DAY);
  const dayAndTime = new Intl.DateTimeFormat(tag, DAY_AND_TIME);
  return {
    money: english ? formatMoney : intlMoney(locale),
    date: (moment) => day.format(new Date(moment)),
    dateTime: english
      ? (moment) => moment.toISOString().slice(0, 16).replace("T", " ")
      : (moment) => dayAndTime.format(moment),
  };
}
