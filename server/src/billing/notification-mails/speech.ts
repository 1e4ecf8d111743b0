import type { z } from "@hono/zod-openapi";
import type { TFunction } from "i18next";
import type { Locale } from "../../i18n/locales.ts";
import { type MailFormat, mailFormat } from "../../i18n/mail-format.ts";
import { translator } from "../../i18n/translator.ts";
import type { recurringInterval } from "../products/price-schemas.ts";

/** A billing mail's messages (catalogs' `billing-mail`) and its amounts and dates, in one language. */
export type Speech = { locale: Locale; t: TFunction<"billing-mail">; format: MailFormat };

export const speech = (locale: Locale): Speech => ({
  locale,
  t: translator(locale, "billing-mail"),
  format: mailFormat(locale),
});

type Interval = z.infer<typeof recurringInterval>;

const INTERVALS = {
  day: "interval.day",
  week: "interval.week",
  month: "interval.month",
  year: "interval.year",
} as const satisfies Record<Interval, string>;

const EVERY = {
  day: "every.day",
  week: "every.week",
  month: "every.month",
  year: "every.year",
} as const satisfies Record<Interval, string>;

/** A recurring charge's period: "month", "3 months". */
export const period = ({ t }: Speech, interval: Interval, count: number) => t(INTERVALS[interval], { count });

/** How often a charge recurs: "every month", "every 3 months". */
export const every = ({ t }: Speech, interval: Interval, count: number) => t(EVERY[interval], { count });

/** A subscription's price: "9.00 USD / month". */
export function recurringPrice(
  s: Speech,
  charge: { amount: number; currency: string; recurring_interval: Interval; recurring_interval_count: number },
): string {
  return s.t("price.recurring", {
    amount: s.format.money(charge.amount, charge.currency),
    interval: period(s, charge.recurring_interval, charge.recurring_interval_count),
  });
}
