/**
 * What each auth error code on the /error page means for the person who landed there (the social
 * sign-in callback's codes, the sign-in outcomes turned into codes, and common provider errors).
 */
const EXPLANATIONS: Readonly<Record<string, string>> = {
  invalid_callback_request:
    "The sign-in provider sent back a request Gatehouse could not read. Please start signing in again.",
  state_not_found: "The sign-in response did not say which sign-in it belongs to. Please start signing in again.",
  please_restart_the_process:
    "This sign-in attempt has expired or was already used (sign-in links last 10 minutes and work once). Please start signing in again.",
  no_code: "The sign-in provider did not confirm your sign-in. Please try again.",
  oauth_provider_not_found: "This sign-in provider is not enabled here.",
  invalid_code:
    "The sign-in provider did not accept the confirmation it was sent (it may have expired or been used already). Please try again.",
  unable_to_get_user_info:
    "The sign-in provider did not tell us who you are. Please try again, or use another way to sign in.",
  email_not_found:
    "The sign-in provider did not share an email address, which is needed to create or find your account. Allow access to your email address at the provider, or sign in another way.",
  email_not_verified:
    "The sign-in provider has not verified your email address yet. Verify it there, or sign in another way.",
  no_callback_url: "The sign-in did not say where to return to. Please start signing in again from the application.",
  unable_to_link_account:
    "That account could not be linked to yours: the provider did not confirm the email address, or it is not the same email as your account.",
  account_already_linked_to_different_user:
    "That provider account is already linked to a different user. Sign in as that user to unlink it first.",
  account_not_linked:
    "An account with this email address already exists. Sign in with your password first, then link this provider from your account page.",
  signup_disabled: "New accounts cannot be created with this provider. Sign in with an existing account.",
  unable_to_create_user: "Your account could not be created. Please try again later.",
  unable_to_create_session: "You could not be signed in. Please try again later.",
  internal_server_error: "Something went wrong on our side. Please try again later.",
  access_denied: "Access was not granted at the sign-in provider, so you were not signed in.",
  issuer_mismatch:
    "The answer came from a different sign-in provider than the one you started with. Please start signing in again.",
};

export const GENERIC_EXPLANATION = "Signing in could not be completed. Please go back and try again.";

export function explainAuthError(code: string): string {
  return EXPLANATIONS[code.toLowerCase()] ?? GENERIC_EXPLANATION;
}
