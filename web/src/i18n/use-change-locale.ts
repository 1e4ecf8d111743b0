import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SupportedLocale } from "../../../server/src/i18n/locales.ts";
import { sessionKeys, useSession } from "../features/auth/hooks/use-session";
import { type AuthSession, authClient } from "../lib/auth-client";
import { unwrap } from "../lib/errors";
import { applyLocale, rememberLocale } from "./i18n";

/**
 * Switches the page's language and remembers it: in the browser (the `?lang=` cookie) and, for a
 * signed-in person, as their saved language (better-auth's update-user), which then follows them
 * to every device and into their mails.
 */
export function useChangeLocale() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: SupportedLocale) => {
      rememberLocale(locale);
      if (session) {
        unwrap(await authClient.updateUser({ locale }));
        // Before the switch re-creates the page: the saved language it then reads is the new one.
        queryClient.setQueryData<AuthSession | null>(sessionKeys.all, (cached) =>
          cached ? { ...cached, user: { ...cached.user, locale } } : cached,
        );
      }
      const url = new URL(window.location.href);
      if (url.searchParams.has("lang")) {
        url.searchParams.set("lang", locale);
        window.history.replaceState(window.history.state, "", url);
      }
      await applyLocale(locale);
    },
  });
}
