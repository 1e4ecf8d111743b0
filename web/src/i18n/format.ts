import { currentLocale } from "./i18n";

/**
 * Dates, numbers and money in the page's language, through Intl: amounts stay in their own
 * currency (never converted), times in the browser's time zone. Formatters are made once per
 * locale and option set.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${currentLocale()}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(currentLocale(), options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${currentLocale()}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(currentLocale(), options);
    cache.set(key, format);
  }
  return format;
}

/**
 * An amount in cents of its currency, as the API carries it (`1900`, `usd` → "$19.00" in en,
 * "19,00 $" in de); a currency code Intl does not know is written after the number.
 */
export function formatMoney(amountInCents: number, currency: string, options: Intl.NumberFormatOptions = {}): string {
  try {
    return numberFormat({ style: "currency", currency: currency.toUpperCase(), ...options }).format(
      amountInCents / 100,
    );
  } catch {
    return `${numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountInCents / 100)} ${currency.toUpperCase()}`;
  }
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(options).format(value);
}

/** A dated value: a Date, an ISO string, or nothing ("—"). */
export function formatDateWith(value: Date | string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!value) return "—";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat(options).format(date);
}
