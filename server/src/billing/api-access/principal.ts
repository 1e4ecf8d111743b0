/** Who is calling /v1: an organization access token, or a signed-in user's session. */
export type TokenPrincipal = { kind: "token"; tokenId: string; organizationId: string; scopes: ReadonlySet<string> };
export type SessionPrincipal = { kind: "session"; userId: string; activeOrganizationId: string | null };
export type Principal = TokenPrincipal | SessionPrincipal;

/** The signed-in user behind a request's cookies, or null (built from the better-auth instance in main.ts). */
export type SessionResolver = (
  headers: Headers,
) => Promise<{ userId: string; activeOrganizationId: string | null } | null>;
