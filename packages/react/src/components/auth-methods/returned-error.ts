import { useState } from "react";

/** What the codes a refused link, provider or single sign-on brings back mean for the person. */
const EXPLANATIONS: Readonly<Record<string, string>> = {
  invalid_token: "That sign-in link has expired or was already used. Ask for a new one.",
  expired_token: "That sign-in link has expired. Ask for a new one.",
  new_user_signup_disabled: "There is no account for that address, and new accounts cannot be made this way.",
  signup_disabled: "New accounts cannot be made with this provider. Sign in with an existing account.",
  account_not_linked:
    "An account with this email address already exists. Sign in with your password, then link the provider from your account.",
  access_denied: "Access was not granted at the sign-in provider, so you were not signed in.",
  email_not_found: "The sign-in provider did not share an email address, which is needed to find your account.",
};

const GENERIC = "Signing in could not be completed. Please try again.";

/**
 * The refusal a sign-in that left the page came back with (`?error=` on `errorCallbackURL`, and
 * the single sign-on plugin's `error_description`), read once when the form mounts.
 */
export function useReturnedError(): string | null {
  const [message] = useState(() => {
    if (typeof window === "undefined") return null;
    const params = new URLSearchParams(window.location.search);
    const code = params.get("error");
    if (!code) return null;
    return params.get("error_description") || (EXPLANATIONS[code.toLowerCase()] ?? GENERIC);
  });
  return message;
}
