import { Loader, Select, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  isSupportedLocale,
  LOCALE_NAMES,
  matchLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from "../../../../../server/src/i18n/locales.ts";
import { FormAlert } from "../../../components/form-alert";
import { currentLocale, i18n } from "../../../i18n/i18n";
import { useChangeLocale } from "../../../i18n/use-change-locale";
import type { AuthUser } from "../../../lib/auth-client";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { refreshSession } from "../../auth/hooks/use-session";

/** The saved language, else the page's (a pseudo-locale page shows English, its source). */
function shownLocale(saved: string | null | undefined): SupportedLocale {
  const locale = matchLocale(saved) ?? currentLocale();
  return isSupportedLocale(locale) ? locale : "en";
}

/** The person's language: Gatehouse's pages and its mail to them speak it, on every device. */
export function LanguageSetting({ user }: { user: AuthUser }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const change = useChangeLocale();
  const options = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

  const choose = async (locale: SupportedLocale) => {
    try {
      await change.mutateAsync(locale);
      // Said in the new language: the page, this component included, was re-created in it.
      notifySuccess(i18n.t("account:language.saved"));
      await refreshSession(queryClient);
    } catch {
      // The refusal stays on the mutation, for the alert below.
    }
  };

  return (
    <Stack gap="sm">
      <FormAlert
        error={change.error ? { status: 0, message: messageOf(change.error) } : null}
        title={t("language.failed")}
        onClose={change.reset}
      />
      <Select
        aria-label={t("language.label")}
        data-testid="account-language"
        data={options}
        value={shownLocale(user.locale)}
        allowDeselect={false}
        disabled={change.isPending}
        rightSection={change.isPending ? <Loader size="xs" /> : undefined}
        maw={280}
        onChange={(next) => {
          if (next && isSupportedLocale(next)) void choose(next);
        }}
      />
    </Stack>
  );
}
