import { Button, Divider, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { authClient } from "../../../lib/auth-client";
import type { ServerError } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { useSocialProviders } from "../hooks/use-social-providers";
import { followRedirect } from "../lib/follow-redirect";

interface SocialSignInButtonsProps {
  /** Where the provider's callback lands once signed in, for existing and new users alike. */
  callbackURL: string;
  /** Clears the form alert when a new attempt starts. */
  onStart: () => void;
  /** Shows the server's refusal in the form alert. */
  onError: (error: ServerError) => void;
}

/**
 * "Continue with …" for each provider the server has enabled, then an "or" divider before the
 * password form. Nothing at all when no provider is enabled.
 */
/** Where a refused social sign-in returns, with `?error=`: the sign-in page shows it. */
const SOCIAL_ERROR_URL = `${paths.signIn}?from=social`;

export function SocialSignInButtons({ callbackURL, onStart, onError }: SocialSignInButtonsProps) {
  const { t } = useTranslation("auth");
  const providers = useSocialProviders();
  const [pending, setPending] = useState<string | null>(null);

  const start = async (provider: string) => {
    onStart();
    setPending(provider);
    const result = await authClient.signIn
      // A refusal (a sign-up policy's, say) comes back to the sign-in page, which says why.
      .social({ provider, callbackURL, newUserCallbackURL: callbackURL, errorCallbackURL: SOCIAL_ERROR_URL })
      .catch(() => ({ data: null, error: { status: 0 } satisfies ServerError }));
    // Success leaves the page: keep the button busy until the browser navigates away.
    if (!result.error && result.data?.url && followRedirect(result.data.url)) return;
    setPending(null);
    onError(result.error ?? { status: 0, message: t("social.noAddress") });
  };

  if (providers.isSuccess && providers.data.length === 0) return null;

  return (
    <Stack gap="md">
      <QueryState
        isPending={providers.isPending}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        loadingLabel={t("social.loading")}
        errorTitle={t("social.loadFailed")}
      >
        <Stack gap="xs">
          {(providers.data ?? []).map((provider) => (
            <Button
              key={provider.id}
              variant="default"
              fullWidth
              loading={pending === provider.id}
              disabled={pending !== null && pending !== provider.id}
              onClick={() => void start(provider.id)}
            >
              {t("social.continueWith", { provider: provider.name })}
            </Button>
          ))}
        </Stack>
      </QueryState>
      <Divider label={t("social.orEmail")} labelPosition="center" />
    </Stack>
  );
}
