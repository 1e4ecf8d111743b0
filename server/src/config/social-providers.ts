import { ConfigError, invalid } from "./config-error.ts";

/**
 * The social providers: better-auth's built-in kinds, enabled by `<ID>_CLIENT_ID` and
 * `<ID>_CLIENT_SECRET`, and generic OpenID Connect providers named by OIDC_PROVIDERS. Their
 * variables' names depend on the provider, so they are read here rather than by the schema.
 */

/** The social provider kinds better-auth ships; each is enabled by `<ID>_CLIENT_ID` and `<ID>_CLIENT_SECRET`. */
export const SOCIAL_PROVIDER_KINDS = [
  "apple",
  "discord",
  "facebook",
  "github",
  "microsoft",
  "google",
  "huggingface",
  "spotify",
  "twitch",
  "twitter",
  "dropbox",
  "kick",
  "linkedin",
  "gitlab",
  "tiktok",
  "reddit",
  "roblox",
  "vk",
  "zoom",
] as const;
export type SocialProviderKind = (typeof SOCIAL_PROVIDER_KINDS)[number];

/** The variable listing the generic OpenID Connect providers' ids. */
export const OIDC_PROVIDERS_VARIABLE = "OIDC_PROVIDERS";

export type SocialProviderConfig = {
  id: SocialProviderKind;
  name: string;
  clientId: string;
  clientSecret: string;
  scopes?: string[];
};

/** A generic OpenID Connect provider from `OIDC_PROVIDERS`; discoveryUrl is derived from the issuer when not given. */
export type OidcProviderConfig = {
  id: string;
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  scopes?: string[];
};

/** How each built-in kind is spelled on a sign-in button. */
const SOCIAL_PROVIDER_NAMES: Record<SocialProviderKind, string> = {
  apple: "Apple",
  discord: "Discord",
  facebook: "Facebook",
  github: "GitHub",
  microsoft: "Microsoft",
  google: "Google",
  huggingface: "Hugging Face",
  spotify: "Spotify",
  twitch: "Twitch",
  twitter: "X",
  dropbox: "Dropbox",
  kick: "Kick",
  linkedin: "LinkedIn",
  gitlab: "GitLab",
  tiktok: "TikTok",
  reddit: "Reddit",
  roblox: "Roblox",
  vk: "VK",
  zoom: "Zoom",
};

const PROVIDER_ID = /^[a-z0-9][a-z0-9-]*$/;

const envName = (id: string) => id.toUpperCase().replace(/-/g, "_");
const read = (source: NodeJS.ProcessEnv, name: string) => {
  const v = source[name]?.trim();
  return v ? v : undefined;
};

/** Client id and secret: both or neither. */
function readClient(source: NodeJS.ProcessEnv, id: string, required: boolean) {
  const idName = `${envName(id)}_CLIENT_ID`;
  const secretName = `${envName(id)}_CLIENT_SECRET`;
  const clientId = read(source, idName);
  const clientSecret = read(source, secretName);
  if (clientId && !clientSecret) throw invalid(secretName, `is required with ${idName}`);
  if (clientSecret && !clientId) throw invalid(idName, `is required with ${secretName}`);
  if (required && !clientId) throw invalid(idName, `is required for the OIDC provider "${id}"`);
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

export function readSocialProviders(source: NodeJS.ProcessEnv): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = [];
  for (const id of SOCIAL_PROVIDER_KINDS) {
    const client = readClient(source, id, false);
    if (client) providers.push({ id, name: SOCIAL_PROVIDER_NAMES[id], ...client, ...readScopes(source, id) });
  }
  return providers;
}

export function readOidcProviders(source: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const ids = (source[OIDC_PROVIDERS_VARIABLE] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return ids.map((id) => {
    if (!PROVIDER_ID.test(id))
      throw invalid("OIDC_PROVIDERS", `"${id}" is not a provider id (lower-case letters, digits and dashes)`);
    if ((SOCIAL_PROVIDER_KINDS as readonly string[]).includes(id))
      throw invalid("OIDC_PROVIDERS", `"${id}" is a built-in provider; set ${envName(id)}_CLIENT_ID instead`);
    if (id === "credential") throw invalid("OIDC_PROVIDERS", `"credential" is reserved`);
    if (seen.has(id)) throw invalid("OIDC_PROVIDERS", `"${id}" is listed twice`);
    seen.add(id);
    const issuerName = `${envName(id)}_ISSUER`;
    const discoveryName = `${envName(id)}_DISCOVERY_URL`;
    const issuer = read(source, issuerName);
    const discovery = read(source, discoveryName);
    if (!issuer && !discovery)
      throw invalid(issuerName, `${issuerName} or ${discoveryName} is required for the OIDC provider "${id}"`);
    const checkUrl = (name: string, value: string) => {
      try {
        const parsed = new URL(value);
        if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error();
      } catch {
        throw invalid(name, "must be an http or https URL");
      }
    };
    if (issuer) checkUrl(issuerName, issuer);
    if (discovery) checkUrl(discoveryName, discovery);
    const discoveryUrl = discovery ?? `${issuer!.replace(/\/$/, "")}/.well-known/openid-configuration`;
    const client = readClient(source, id, true)!;
    const name = read(source, `${envName(id)}_NAME`) ?? id.charAt(0).toUpperCase() + id.slice(1);
    return { id, name, discoveryUrl, ...client, ...readScopes(source, id) };
  });
}

/** `<ID>_SCOPES`: extra scopes, separated by spaces or commas. */
function readScopes(source: NodeJS.ProcessEnv, id: string): { scopes?: string[] } {
  const scopes = read(source, `${envName(id)}_SCOPES`)
    ?.split(/[\s,]+/)
    .filter(Boolean);
  return scopes?.length ? { scopes } : {};
}

/**
 * Fetches every OIDC provider's discovery document; one that cannot be read stops start-up
 * (better-auth would only log it and skip the provider).
 */
export async function checkOidcDiscovery(config: { oidcProviders: readonly OidcProviderConfig[] }): Promise<void> {
  for (const p of config.oidcProviders) {
    let problem: string | undefined;
    try {
      const response = await fetch(p.discoveryUrl, {
        signal: AbortSignal.timeout(10_000),
        headers: { accept: "application/json" },
      });
      if (!response.ok) problem = `HTTP ${response.status}`;
      else {
        const doc = (await response.json()) as Record<string, unknown>;
        if (typeof doc.authorization_endpoint !== "string" || typeof doc.token_endpoint !== "string")
          problem = "no authorization_endpoint or token_endpoint";
      }
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem) throw new ConfigError(`OIDC provider "${p.id}": discovery at ${p.discoveryUrl} failed (${problem})`);
  }
}
