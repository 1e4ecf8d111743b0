import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "./locales.ts";
import { pseudoLocalize } from "./pseudo.ts";
import { SERVER_NAMESPACES, translator } from "./translator.ts";

/** The server's own messages: every locale's mail catalogs, read from the files beside the module. */

const catalog = (locale: string, namespace: string): Record<string, string | Record<string, string>> =>
  JSON.parse(readFileSync(new URL(`./catalogs/${locale}/${namespace}.json`, import.meta.url), "utf8"));

describe("translator", () => {
  it.each(SUPPORTED_LOCALES.flatMap((locale) => SERVER_NAMESPACES.map((namespace) => [locale, namespace] as const)))(
    "%s speaks its own %s catalog",
    (locale, namespace) => {
      const t = translator(locale, namespace) as (key: string) => string;
      // The first message without placeholders, in a group ("subject.receipt") or not ("title").
      const [key, message] = Object.entries(catalog(locale, namespace))
        .flatMap(([name, value]) =>
          typeof value === "string"
            ? [[name, value] as const]
            : Object.entries(value).map(([inner, text]) => [`${name}.${inner}`, text] as const),
        )
        .find(([, text]) => !text.includes("{")) ?? ["", "(none)"];
      expect(t(key)).toBe(message);
    },
  );

  it("formats ICU placeholders, selects and plurals in the locale's rules", () => {
    expect(translator("en", "billing-mail")("every.month", { count: 1 })).toBe("every month");
    expect(translator("en", "billing-mail")("every.month", { count: 3 })).toBe("every 3 months");
    expect(translator("de", "billing-mail")("every.month", { count: 3 })).toBe("alle 3 Monate");
    expect(translator("ar", "billing-mail")("interval.month", { count: 2 })).toBe("شهران");
    expect(translator("ar", "billing-mail")("interval.month", { count: 11 })).toBe("11 شهرًا");
    expect(
      translator("fr", "mail")("invitation.body", { inviter: "A", organization: "O", brand: "B", role: "owner" }),
    ).toBe("A vous invite à rejoindre O sur B en tant que propriétaire.");
    expect(
      translator("en", "billing-mail")("disputeReason", { reason: "some_new_reason", reasonText: "some new reason" }),
    ).toBe("some new reason");
  });

  it("the pseudo-locale is English made long and accented, placeholders kept", () => {
    const verifyEmail = catalog("en", "mail").verifyEmail;
    const english = typeof verifyEmail === "object" ? (verifyEmail.subject ?? "") : "";
    expect(translator("en-XA", "mail")("verifyEmail.subject")).toBe(pseudoLocalize(english));
    expect(translator("en-XA", "mail")("common.hello", { name: "Ana" })).toContain("Ana");
  });

  it("a message that cannot be formatted fails loudly rather than mailing its ICU source", () => {
    // No name for "Hello {name},": the message cannot be formatted.
    expect(() => translator("en", "mail")("common.hello")).toThrow(/common\.hello/);
  });
});
