import { useState } from "react";
import { GatehouseError } from "../../client/errors.js";
import type { SocialProvider } from "../../hooks/use-sign-in-methods.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Button } from "../../ui/button.js";
import { followRedirect } from "./navigation.js";

export interface RedirectTargets {
  /** Where the browser lands once signed in (absolute: Gatehouse runs on another origin). */
  callbackURL: string;
  /** Where a refused sign-in comes back to, with `?error=`. */
  errorCallbackURL: string;
}

interface SocialButtonsProps extends RedirectTargets {
  providers: readonly SocialProvider[];
  onStart: () => void;
  onError: (message: string) => void;
}

/**
 * "Continue with …" for each provider the server has switched on. The server answers the
 * provider's authorization address; the browser goes there and comes back signed in to
 * `callbackURL` (new and returning people alike).
 */
export function SocialButtons({ providers, callbackURL, errorCallbackURL, onStart, onError }: SocialButtonsProps) {
  const client = useGatehouse();
  const { t, describeError } = useLocalization();
  const [pending, setPending] = useState<string | null>(null);

  const start = async (provider: string) => {
    onStart();
    setPending(provider);
    try {
      const answer = await client.request<{ url?: unknown } | null>("/api/auth/sign-in/social", {
        body: { provider, callbackURL, newUserCallbackURL: callbackURL, errorCallbackURL },
      });
      // Success leaves the page: the button stays busy until the browser navigates away.
      if (followRedirect(answer?.url)) return;
      onError(t("common.noSignInAddress"));
    } catch (error) {
      onError(error instanceof GatehouseError ? describeError(error) : t("common.noSignInAddress"));
    }
    setPending(null);
  };

  return (
    <div className="gh-stack gh-stack--tight">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          block
          loading={pending === provider.id}
          disabled={pending !== null && pending !== provider.id}
          onClick={() => void start(provider.id)}
        >
          {t("socialSignIn.continueWith", { provider: provider.name })}
        </Button>
      ))}
    </div>
  );
}
