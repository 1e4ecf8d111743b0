import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import type { ServerError } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { followRedirect } from "../../auth/lib/follow-redirect";

const noProvider = (): ServerError => ({
  status: 404,
  code: "SSO_PROVIDER_NOT_FOUND",
  message: i18n.t("sso:signIn.noProvider"),
});

/**
 * Sends the browser to the identity provider of the email's domain (`POST /sign-in/sso`). Back
 * from it, the person lands on `destination`; a refusal comes back to the sign-in page as
 * `?error=`. Answers the server's refusal, or nothing when the browser is on its way.
 */
export async function startSingleSignOn(email: string, destination: string): Promise<ServerError | null> {
  const result = await authClient.signIn
    .sso({ email, callbackURL: destination, newUserCallbackURL: destination, errorCallbackURL: paths.signIn })
    .catch(() => ({ data: null, error: { status: 0 } satisfies ServerError }));
  if (result.error) return result.error.status === 404 ? noProvider() : result.error;
  if (result.data && followRedirect(result.data.url)) return null;
  return { status: 0, message: i18n.t("sso:signIn.noAddress") };
}
