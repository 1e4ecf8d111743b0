import type { BetterAuthOptions } from "better-auth";
import type { GenericOAuthConfig } from "better-auth/plugins/generic-oauth";
import type { Config, SocialProviderConfig } from "../../config.ts";

type SocialProviders = NonNullable<BetterAuthOptions["socialProviders"]>;

/** better-auth's socialProviders option for the built-in kinds Gatehouse has credentials for. */
export function builtInProviderOptions(config: Config): SocialProviders {
  return Object.fromEntries(config.socialProviders.map((p) => [p.id, optionsFor(p, config)])) as SocialProviders;
}

function optionsFor(provider: SocialProviderConfig, config: Config) {
  const base = {
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    ...(provider.scopes ? { scope: provider.scopes } : {}),
  };
  switch (provider.id) {
    // ID tokens minted for a native app carry its bundle id as audience, not the web client id.
    case "apple":
      return config.APPLE_APP_BUNDLE_IDENTIFIER
        ? { ...base, appBundleIdentifier: config.APPLE_APP_BUNDLE_IDENTIFIER }
        : base;
    // "common" accepts work, school and personal accounts; a tenant id pins one directory.
    case "microsoft":
      return { ...base, tenantId: config.MICROSOFT_TENANT_ID ?? "common" };
    // Self-hosted GitLab instances live at their own address.
    case "gitlab":
      return config.GITLAB_ISSUER ? { ...base, issuer: config.GITLAB_ISSUER } : base;
    // TikTok calls the client id a "client key".
    case "tiktok":
      return { ...base, clientKey: provider.clientId };
    default:
      return base;
  }
}

/** Apple answers with a cross-site form POST to the callback, which the origin check must let through. */
export function providerTrustedOrigins(config: Config): string[] {
  return config.socialProviders.some((p) => p.id === "apple") ? ["https://appleid.apple.com"] : [];
}

/** Generic OpenID Connect providers (OIDC_PROVIDERS); better-auth serves them through /sign-in/social and /callback/{id}. */
export function genericOidcOptions(config: Config): GenericOAuthConfig[] {
  return config.oidcProviders.map((p) => ({
    providerId: p.id,
    name: p.name,
    discoveryUrl: p.discoveryUrl,
    clientId: p.clientId,
    clientSecret: p.clientSecret,
    scopes: p.scopes ?? ["openid", "email", "profile"],
    pkce: true,
  }));
}
