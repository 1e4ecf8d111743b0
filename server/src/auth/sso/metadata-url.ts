import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";

export const SAML_METADATA_ERRORS = {
  NOT_HTTPS: "The metadata URL must use https (or be a trusted origin)",
  PRIVATE_NETWORK: "The metadata URL is on a private network: add its origin to TRUSTED_ORIGINS",
  UNREACHABLE: "Could not fetch the identity provider's metadata from its URL",
  NOT_METADATA: "The metadata URL did not answer SAML metadata (an EntityDescriptor)",
} as const;

const FETCH_TIMEOUT_MS = 10_000;
const MAX_METADATA_BYTES = 1_000_000;

/** Loopback, link-local, RFC 1918 and unique-local addresses: what a fetch from the server must not reach untrusted. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["100.64.0.0", 10],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::1", 128],
  ["::", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv6");

const refuse = (message: string) => new APIError("BAD_REQUEST", { code: "INVALID_SAML_METADATA_URL", message });

async function isPrivateHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  return addresses.some(({ address, family }) => privateRanges.check(address, family === 6 ? "ipv6" : "ipv4"));
}

/**
 * The identity provider's metadata from its URL. Only https, unless the origin is trusted; an
 * untrusted host resolving to a private address is refused (the server must not be made to
 * reach its own network); no redirects; at most 1 MB within 10 seconds.
 */
export async function fetchSamlMetadata(url: string, trustedOrigins: readonly string[]): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refuse(SAML_METADATA_ERRORS.NOT_HTTPS);
  }
  const trusted = trustedOrigins.includes(parsed.origin);
  if (!trusted && parsed.protocol !== "https:") throw refuse(SAML_METADATA_ERRORS.NOT_HTTPS);
  if (!trusted && (await isPrivateHost(parsed.hostname).catch(() => true)))
    throw refuse(SAML_METADATA_ERRORS.PRIVATE_NETWORK);
  const response = await fetch(parsed, {
    redirect: "error",
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" },
  }).catch(() => null);
  if (!response?.ok) throw refuse(SAML_METADATA_ERRORS.UNREACHABLE);
  const text = await response.text();
  if (text.length > MAX_METADATA_BYTES || !/<(\w+:)?EntityDescriptor[\s>]/.test(text))
    throw refuse(SAML_METADATA_ERRORS.NOT_METADATA);
  return text;
}

type SamlBody = { samlConfig?: { idpMetadata?: { metadata?: string; metadataUrl?: string } } };

/**
 * SAML providers registered from a metadata URL (`samlConfig.idpMetadata.metadataUrl`), which
 * `@better-auth/sso` does not fetch: Gatehouse fetches it when the provider is registered or
 * updated and hands the plugin the XML, as if pasted.
 */
export function samlMetadataUrlPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-saml-metadata-url",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sso/register" || ctx.path === "/sso/update-provider",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as SamlBody & Record<string, unknown>;
            const idpMetadata = body.samlConfig?.idpMetadata;
            if (typeof idpMetadata?.metadataUrl !== "string" || idpMetadata.metadata) return;
            const { metadataUrl, ...rest } = idpMetadata;
            const metadata = await fetchSamlMetadata(metadataUrl, ctx.context.trustedOrigins);
            return {
              context: {
                body: { ...body, samlConfig: { ...body.samlConfig, idpMetadata: { ...rest, metadata } } },
              },
            };
          }),
        },
      ],
    },
  };
}
