import { getCurrentAdapter } from "@better-auth/core/context";
import { APIError } from "better-auth/api";
import { authRouteAt } from "../routes/catalogue.ts";
import { SCIM_EMAIL_OF_ANOTHER_ORGANIZATION } from "../scim/errors.ts";
import { emailInDomains } from "./domains.ts";
import { SSO_REQUIRED } from "./errors.ts";

export const SSO_EMAIL_OUTSIDE_DOMAIN = {
  code: "SSO_EMAIL_OUTSIDE_DOMAIN",
  message: "The identity provider's email is not in the organization's verified domain",
} as const;

type ProviderRow = {
  providerId: string;
  organizationId: string | null;
  domain: string;
  domainVerified: boolean | number;
  mandatory: boolean | number;
};
type HookContext = {
  path?: string;
  params?: Record<string, string | undefined>;
  context: {
    adapter: Parameters<typeof getCurrentAdapter>[0];
    /** Set by the SCIM plugin's bearer middleware: the connection (its provisioning domain is the organization). */
    scimConnection?: { provisioningDomainId: string };
  };
};

/**
 * Who may be created, and how, asked through the library's adapter because
 * users are created inside its transactions (SQLite has one connection):
 *
 * - a user an organization's identity provider creates must have an email of the provider's
 *   verified domain, and that email counts as verified: the organization proved the domain, and
 *   its provider vouches for the person. Any other email is refused — otherwise one
 *   organization's provider could create, say, `someone@gmail.com` and take that person's
 *   invitations. (`@better-auth/sso` itself creates SSO users unverified, whatever their domain.)
 * - anyone else of a domain whose SSO is mandatory is refused before the user exists (a social
 *   sign-up, say), so a refused sign-in leaves nothing behind. Platform admins may still create them.
 * - a person an organization's directory provisions (SCIM) is created whatever the mandatory
 *   setting (the directory is the organization speaking), verified when the email is in one of
 *   the organization's verified domains, and refused when it is in another organization's.
 */
export async function userCreationRule<U extends { email: string }>(user: U, ctx: HookContext | null | undefined) {
  if (!ctx?.path) return undefined;
  // Who creates the user on this route: the catalogue's `mandatorySso.newUser`.
  const creator = authRouteAt(ctx.path)?.mandatorySso.newUser ?? "person";
  if (creator === "platform-admin") return undefined;
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  const providers = await adapter.findMany<ProviderRow>({ model: "ssoProvider" });
  const verified = providers.filter((row) => Boolean(row.domainVerified) && emailInDomains(user.email, row.domain));
  if (creator === "directory") {
    const organizationId = ctx.context.scimConnection?.provisioningDomainId;
    if (verified.some((row) => row.organizationId !== organizationId))
      throw new APIError("FORBIDDEN", { ...SCIM_EMAIL_OF_ANOTHER_ORGANIZATION });
    return verified.length > 0 ? { data: { ...user, emailVerified: true } } : undefined;
  }
  if (creator !== "identity-provider") {
    if (verified.some((row) => Boolean(row.mandatory))) throw new APIError("FORBIDDEN", { ...SSO_REQUIRED });
    return undefined;
  }
  const providerId = ctx.params?.providerId;
  if (!verified.some((row) => row.providerId === providerId))
    throw new APIError("FORBIDDEN", { ...SSO_EMAIL_OUTSIDE_DOMAIN });
  return { data: { ...user, emailVerified: true } };
}
