import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { builtInProviderOptions, genericOidcOptions, providerTrustedOrigins } from "./provider-options.ts";

const base = { NODE_ENV: "test", AUTH_SECRET: "x".repeat(32) };

describe("social provider options", () => {
  it("passes each built-in kind its own settings", () => {
    const config = loadConfig({
      ...base,
      APPLE_CLIENT_ID: "com.example.web",
      APPLE_CLIENT_SECRET: "apple-jwt",
      APPLE_APP_BUNDLE_IDENTIFIER: "com.example.ios",
      MICROSOFT_CLIENT_ID: "ms",
      MICROSOFT_CLIENT_SECRET: "ms-s",
      MICROSOFT_TENANT_ID: "contoso.onmicrosoft.com",
      GITLAB_CLIENT_ID: "gl",
      GITLAB_CLIENT_SECRET: "gl-s",
      GITLAB_ISSUER: "https://gitlab.example.com",
      TIKTOK_CLIENT_ID: "tt-key",
      TIKTOK_CLIENT_SECRET: "tt-s",
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "g-s",
      GOOGLE_SCOPES: "https://www.googleapis.com/auth/drive.readonly",
    });
    const options = builtInProviderOptions(config);
    expect(options.apple).toEqual({
      clientId: "com.example.web",
      clientSecret: "apple-jwt",
      appBundleIdentifier: "com.example.ios",
    });
    expect(options.microsoft).toEqual({ clientId: "ms", clientSecret: "ms-s", tenantId: "contoso.onmicrosoft.com" });
    expect(options.gitlab).toEqual({ clientId: "gl", clientSecret: "gl-s", issuer: "https://gitlab.example.com" });
    expect(options.tiktok).toEqual({ clientId: "tt-key", clientSecret: "tt-s", clientKey: "tt-key" });
    expect(options.google).toEqual({
      clientId: "g",
      clientSecret: "g-s",
      scope: ["https://www.googleapis.com/auth/drive.readonly"],
    });
    expect(providerTrustedOrigins(config)).toEqual(["https://appleid.apple.com"]);
  });

  it("defaults Microsoft to the common tenant and trusts no extra origin without Apple", () => {
    const config = loadConfig({ ...base, MICROSOFT_CLIENT_ID: "ms", MICROSOFT_CLIENT_SECRET: "ms-s" });
    expect(builtInProviderOptions(config).microsoft).toEqual({
      clientId: "ms",
      clientSecret: "ms-s",
      tenantId: "common",
    });
    expect(providerTrustedOrigins(config)).toEqual([]);
  });

  it("configures generic OIDC providers with PKCE and OpenID scopes", () => {
    const config = loadConfig({
      ...base,
      OIDC_PROVIDERS: "corp",
      CORP_ISSUER: "https://sso.corp.example",
      CORP_CLIENT_ID: "c",
      CORP_CLIENT_SECRET: "s",
    });
    expect(genericOidcOptions(config)).toEqual([
      {
        providerId: "corp",
        name: "Corp",
        discoveryUrl: "https://sso.corp.example/.well-known/openid-configuration",
        clientId: "c",
        clientSecret: "s",
        scopes: ["openid", "email", "profile"],
        pkce: true,
      },
    ]);
  });
});
