import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  isSupportedLocale,
  LOCALE_NAMES,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from "../../../server/src/i18n/locales.ts";
import { currentLocale } from "./i18n";
import { useChangeLocale } from "./use-change-locale";

const options = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** The language menu of every page: each language named in itself. */
export function LanguageSwitcher({ size = "xs" }: { size?: "xs" | "sm" }) {
  const { t } = useTranslation("common");
  const change = useChangeLocale();
  const locale = currentLocale();
  const value: SupportedLocale = isSupportedLocale(locale) ? locale : "en";
  return (
    <Select
      aria-label={t("language.label")}
      data-testid="language-switcher"
      size={size}
      w={150}
      data={options}
      value={value}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      disabled={change.isPending}
      onChange={(next) => {
        if (next && isSupportedLocale(next)) change.mutate(next);
      }}
    />
  );
}
