import { z } from "zod";
import { OIDC_PROVIDERS_VARIABLE, SOCIAL_PROVIDER_KINDS } from "../social-providers.ts";
import { bool, list, url } from "./parsers.ts";
import { envSection } from "./section.ts";

/**
 * Social sign-in (docs/guides/sign-in.md). A built-in provider is enabled by its
 * `<ID>_CLIENT_ID` and `<ID>_CLIENT_SECRET`, a generic OpenID Connect one by OIDC_PROVIDERS and
 * its `<ID>_…` settings: those names depend on the provider, so social-providers.ts reads them
 * from the environment itself; the schema holds the built-in kinds' fixed settings.
 */
export const socialSignInSection = envSection({
  title: "Social sign-in",
  intro:
    'Each provider is enabled by its settings; all of them sign in through `POST /api/auth/sign-in/social` (`provider`, `callbackURL` required) and come back to `GET`/`POST /api/auth/callback/{id}`, so the redirect URL to register at the provider is `$BASE_URL/api/auth/callback/{id}`. The web app shows a "Continue with …" button for exactly the enabled providers (it asks `GET /api/auth/social-providers`). How sign-in with a provider works is in [the sign-in guide](../guides/sign-in.md#social-sign-in).',
  variables: {
    APPLE_APP_BUNDLE_IDENTIFIER: z.string().min(1).optional(),
    MICROSOFT_TENANT_ID: z.string().min(1).optional(),
    GITLAB_ISSUER: url(["https:", "http:"]),
  },
  docs: {
    "<ID>_CLIENT_ID": {
      alsoNames: ["<ID>_CLIENT_SECRET"],
      meaning: `enable a built-in provider; \`<ID>\` is one of ${SOCIAL_PROVIDER_KINDS.map((id) => `\`${id.toUpperCase()}\``).join(", ")} (provider id \`github\` → \`GITHUB_CLIENT_ID\`). Give both or neither. For Apple the secret is the client-secret JWT Apple has you sign; for TikTok the client id is its "client key"`,
    },
    APPLE_APP_BUNDLE_IDENTIFIER: {
      meaning: "accept Apple ID tokens minted for this native app (idToken sign-in from iOS)",
    },
    MICROSOFT_TENANT_ID: { meaning: "one Entra ID tenant, or `organizations`/`consumers`", default: "`common`" },
    GITLAB_ISSUER: { meaning: "a self-hosted GitLab", default: "`https://gitlab.com`" },
  },
});

/** Generic OpenID Connect providers: every setting is read by name (social-providers.ts). */
export const genericOidcSection = envSection({
  title: "Generic OpenID Connect providers",
  intro:
    "Any OpenID Connect provider besides the built-in ones: list its id in `OIDC_PROVIDERS`, then give its settings under names made from the id (`<ID>` below: the id in capitals, dashes as `_`). Each needs an issuer or a discovery URL, and a client id and secret.",
  variables: {},
  readByName: [OIDC_PROVIDERS_VARIABLE],
  docs: {
    OIDC_PROVIDERS: {
      meaning:
        "comma-separated ids of generic OpenID Connect providers (lower-case letters, digits, dashes; not a built-in id), e.g. `corp,keycloak`",
    },
    "<ID>_ISSUER": {
      meaning:
        "issuer of a generic provider (`corp` → `CORP_ISSUER`, dashes become `_`); discovery is read from `<issuer>/.well-known/openid-configuration`",
    },
    "<ID>_DISCOVERY_URL": {
      meaning: "discovery document URL, instead of or besides the issuer",
      default: "from `<ID>_ISSUER`",
    },
    "<ID>_CLIENT_ID": { alsoNames: ["<ID>_CLIENT_SECRET"], meaning: "required for each generic provider" },
    "<ID>_NAME": {
      meaning: 'a generic provider\'s name on buttons ("Continue with Corp SSO")',
      default: "the id, capitalised",
    },
    "<ID>_SCOPES": {
      meaning: "scopes to request (comma- or space-separated), for built-in and generic providers",
      default: "provider's default (`openid email profile` for generic ones)",
    },
  },
});

/**
 * Account linking: a provider account joins an existing user only when the provider is trusted
 * or reports the email verified, and (unless allowed) the emails match.
 */
export const accountLinkingSection = envSection({
  title: "Account linking",
  variables: {
    ACCOUNT_LINKING_ENABLED: bool(true),
    ACCOUNT_LINKING_TRUSTED_PROVIDERS: list,
    ACCOUNT_LINKING_ALLOW_DIFFERENT_EMAILS: bool(false),
    ALLOW_UNLINKING_ALL: bool(false),
  },
  docs: {
    ACCOUNT_LINKING_ENABLED: {
      meaning:
        "provider accounts may be linked to existing users (`POST /link-social`, or signing in with a provider whose verified email matches a user)",
    },
    ACCOUNT_LINKING_TRUSTED_PROVIDERS: {
      meaning: "comma-separated provider ids whose emails are trusted even when they report them unverified",
    },
    ACCOUNT_LINKING_ALLOW_DIFFERENT_EMAILS: {
      meaning: "a signed-in user may link a provider account whose email differs from theirs",
    },
    ALLOW_UNLINKING_ALL: { meaning: "a user may unlink their last account" },
  },
});
