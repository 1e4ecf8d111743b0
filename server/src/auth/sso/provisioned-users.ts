import { getCurrentAdapter } from "@better-auth/core/context";
import { APIError } from "better-auth/api";
import { emailInDomains } from "./mandatory.ts";

export const SSO_EMAIL_OUTSIDE_DOMAIN = {
  code: "SSO_EMAIL_OUTSIDE_DOMAIN",
  message: "The identity provider's email is not in the organization's verified domain",
} as const;

type ProviderRow = { domain: string; domainVerified: boolean | number };
type HookContext = {
  path?: string;
  params?: Record<string, string | undefined>;
  context: { adapter: Parameters<typeof getCurrentAdapter>[0] };
};

/**
 * A user an organization's identity provider creates (issue 21 item 2) must have an email of the
 * provider's verified domain, and that email counts as verified: the organization proved the
 * domain, and its provider vouches for the person. Any other email is refused — otherwise one
 * organization's provider could create, say, `someone@gmail.com` and take that person's
 * invitations. (`@better-auth/sso` itself creates SSO users unverified, whatever their domain.)
 */
export async function provisionedUserRule<U extends { email: string }>(user: U, ctx: HookContext | null | undefined) {
  const providerId = ctx?.params?.providerId;
  if (!ctx?.path?.startsWith("/sso/") || !providerId) return undefined;
  // Inside the plugin's transaction: ask through it (SQLite has one connection).
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  const provider = await adapter.findOne<ProviderRow>({
    model: "ssoProvider",
    where: [{ field: "providerId", value: providerId }],
  });
  if (!provider || !provider.domainVerified || !emailInDomains(user.email, provider.domain))
    throw new APIError("FORBIDDEN", { ...SSO_EMAIL_OUTSIDE_DOMAIN });
  return { data: { ...user, emailVerified: true } };
}
