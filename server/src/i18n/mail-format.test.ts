import { describe, expect, it } from "vitest";
import { formatMoney, mailFormat } from "./mail-format.ts";

/** Amounts and moments in a mail's language: English as its mails always wrote them, the others through Intl. */

const JUNE_4 = "2027-06-04T08:05:00.000Z";

describe("mailFormat", () => {
  it("English keeps the amount before its ISO code, the month in words, a moment as YYYY-MM-DD HH:MM", () => {
    const en = mailFormat("en");
    expect(en.money(1900, "usd")).toBe("19.00 USD");
    expect(en.money(1900, "jpy")).toBe("1900 JPY");
    expect(en.date(JUNE_4)).toBe("June 4, 2027");
    expect(en.dateTime(new Date(JUNE_4))).toBe("2027-06-04 08:05");
  });

  it("the pseudo-locale writes them as English does (its words are made from English's)", () => {
    expect(mailFormat("en-XA").money(1900, "usd")).toBe("19.00 USD");
    expect(mailFormat("en-XA").date(JUNE_4)).toBe("June 4, 2027");
  });

  it("German: 1900 usd is 19,00 $, the month is Juni, the time a 24-hour clock", () => {
    const de = mailFormat("de");
    expect(de.money(1900, "usd")).toBe("19,00\u00a0$");
    expect(de.money(1900, "eur")).toBe("19,00\u00a0€");
    expect(de.date(JUNE_4)).toBe("4. Juni 2027");
    expect(de.dateTime(new Date(JUNE_4))).toBe("4. Juni 2027 um 08:05");
  });

  it("amounts are in the smallest unit of their own currency: no cents in yen, three decimals in dinars", () => {
    expect(mailFormat("ja").money(1900, "jpy")).toBe("￥1,900");
    expect(mailFormat("fr").money(1900, "kwd")).toBe(
      new Intl.NumberFormat("fr", { style: "currency", currency: "KWD" }).format(1.9),
    );
  });

  it("dates in the reader's month names, always in UTC (a day's end is not the next day anywhere)", () => {
    const lateUtc = "2027-03-31T23:30:00.000Z";
    expect(mailFormat("ja").date(lateUtc)).toBe("2027年3月31日");
    expect(mailFormat("fr").date(lateUtc)).toBe("31 mars 2027");
    expect(mailFormat("ar").date(lateUtc)).toBe(
      new Intl.DateTimeFormat("ar", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
        new Date(lateUtc),
      ),
    );
    expect(mailFormat("ar").date(lateUtc)).toContain("مارس");
  });

  it("a currency code Intl cannot use is written after the amount, not refused", () => {
    expect(mailFormat("de").money(1234, "u$")).toBe("12,34 U$");
  });
});

describe("formatMoney (English mails and invoices)", () => {
  it("writes the amount with its currency's decimals, then the ISO code", () => {
    expect(formatMoney(1050, "usd")).toBe("10.50 USD");
    expect(formatMoney(-250, "eur")).toBe("-2.50 EUR");
    expect(formatMoney(500, "jpy")).toBe("500 JPY");
    expect(formatMoney(0, "usd")).toBe("0.00 USD");
  });
});
