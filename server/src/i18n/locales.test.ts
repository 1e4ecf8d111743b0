import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { directionOf, firstSupported, matchLocale, preferredTags, resolveLocale } from "./locales.ts";
import { pseudoLocalize } from "./pseudo.ts";

describe("which language a reader gets", () => {
  it("matches tags to the supported locales: exactly, then by language; Traditional Chinese is not Simplified", () => {
    expect(matchLocale("de")).toBe("de");
    expect(matchLocale("DE-at")).toBe("de");
    expect(matchLocale("pt")).toBe("pt-BR");
    expect(matchLocale("pt_PT")).toBe("pt-BR");
    expect(matchLocale("zh-Hans-SG")).toBe("zh-CN");
    expect(matchLocale("zh-TW")).toBeNull();
    expect(matchLocale("zh-Hant")).toBeNull();
    expect(matchLocale("sw")).toBeNull();
    expect(matchLocale("en-XA")).toBe("en-XA");
    expect(matchLocale("")).toBeNull();
    expect(matchLocale(null)).toBeNull();
  });

  it("reads Accept-Language by weight and ui_locales in order", () => {
    expect(preferredTags("fr;q=0.5, de-DE, *;q=0.1, ja;q=0")).toEqual(["de-DE", "fr"]);
    expect(firstSupported("sw, ko;q=0.8, fr;q=0.9")).toBe("fr");
    expect(firstSupported("ja en")).toBe("ja");
    expect(firstSupported("sw")).toBeNull();
  });

  it("takes the strongest signal: saved, ui_locales, chosen, browser, default, English", () => {
    const all = { userLocale: "ko", uiLocales: "ja", chosen: "fr", acceptLanguage: "de", fallback: "es" };
    expect(resolveLocale(all)).toBe("ko");
    expect(resolveLocale({ ...all, userLocale: null })).toBe("ja");
    expect(resolveLocale({ ...all, userLocale: null, uiLocales: null })).toBe("fr");
    expect(resolveLocale({ acceptLanguage: "de", fallback: "es" })).toBe("de");
    expect(resolveLocale({ acceptLanguage: "sw", fallback: "es" })).toBe("es");
    expect(resolveLocale({})).toBe("en");
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("ja")).toBe("ltr");
  });
});

describe("the pseudo-locale", () => {
  it("accents letters, keeps placeholders, plurals and tags, and is at least 40 % longer in wrappable words", () => {
    const english = "No account yet? <a>Create one</a> for {name}";
    // Formatted as i18next-icu does (tags are text there, read by react-i18next's <Trans>).
    const shown = new IntlMessageFormat(pseudoLocalize(english), "en", undefined, { ignoreTag: true }).format({
      name: "Ada",
    });
    expect(shown).toMatch(/^\[Ñö àççöûñţ ýéţ\? <a>Çŕéàţé öñé<\/a> ƒöŕ Ada (~{1,4} ?)+\]$/);
    expect(String(shown).length).toBeGreaterThanOrEqual(Math.ceil(english.length * 1.3));
    expect(pseudoLocalize("{count, plural, one {# seat} other {# seats}}")).toContain("other{# šéàţš}");
    expect(pseudoLocalize("{broken")).toBe("{broken");
  });
});
