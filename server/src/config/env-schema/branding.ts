import { z } from "zod";
import { FALLBACK_LOCALE, SUPPORTED_LOCALES } from "../../i18n/locales.ts";
import { DEFAULT_BRAND_NAME, DEFAULT_PRIMARY_COLOR } from "../brand-defaults.ts";
import { url } from "./parsers.ts";
import { codeList, envSection } from "./section.ts";

/**
 * The instance's brand (docs/guides/branding.md): Gatehouse's own pages and mails show it, and
 * each organization's brand falls back to it field by field. And the language of pages and mails
 * when nothing about the reader names one (docs/guides/languages.md): no saved language, no
 * ui_locales or ?lang=, no Accept-Language Gatehouse speaks.
 */
export const brandingSection = envSection({
  title: "Branding and language",
  variables: {
    BRAND_NAME: z.string().trim().min(1).max(80).default(DEFAULT_BRAND_NAME),
    BRAND_LOGO_URL: url(["https:", "http:"]),
    BRAND_ICON_URL: url(["https:", "http:"]),
    BRAND_PRIMARY_COLOR: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #3b5bdb")
      .transform((v) => v.toLowerCase())
      .default(DEFAULT_PRIMARY_COLOR),
    BRAND_COLOR_SCHEME: z.enum(["light", "dark", "auto"]).default("auto"),
    BRAND_SUPPORT_EMAIL: z.email("must be an email address").optional(),
    BRAND_SUPPORT_URL: url(["https:", "http:"]),
    DEFAULT_LOCALE: z
      .enum(SUPPORTED_LOCALES, { message: `must be one of ${SUPPORTED_LOCALES.join(", ")}` })
      .default(FALLBACK_LOCALE),
  },
  docs: {
    BRAND_NAME: {
      meaning:
        "the name Gatehouse's own pages and mails speak as; each organization's brand falls back to these `BRAND_*` settings field by field ([branding](../guides/branding.md))",
    },
    BRAND_LOGO_URL: { meaning: "the instance's logo (`https`; in production plain `http` only on loopback)" },
    BRAND_ICON_URL: { meaning: "the instance's icon, as the logo" },
    BRAND_PRIMARY_COLOR: { meaning: "the instance's primary colour (`#rrggbb`)" },
    BRAND_COLOR_SCHEME: { meaning: "`light`, `dark` or `auto` (the visitor's system)" },
    BRAND_SUPPORT_EMAIL: { meaning: "the support address shown in mails and on pages" },
    BRAND_SUPPORT_URL: { meaning: "the help page shown in mails and on pages" },
    DEFAULT_LOCALE: {
      meaning: `the language of pages and mails when nothing about the reader names one Gatehouse speaks: ${codeList(SUPPORTED_LOCALES, "or")} (see [languages](../guides/languages.md))`,
    },
  },
});
