import type { Grants, StepUpRefusal } from "../../auth/identity.ts";

/**
 * The person an organization access token's scopes came from, and what their roles let them do in
 * the token's organization at this request: the token acts within both.
 */
export type TokenCreator = { userId: string; grants: Grants };

/**
 * Who is calling /v1: an organization access token, or a signed-in user's session. A token made
 * before creators were kept (or by the operator's import) has no `creator`: its scopes alone decide.
 */
export type TokenPrincipal = {
  kind: "token";
  tokenId: string;
  organizationId: string;
  scopes: ReadonlySet<string>;
  creator?: TokenCreator;
};
export type SessionPrincipal = {
  kind: "session";
  userId: string;
  activeOrganizationId: string | null;
  /** Why a sensitive action is refused to this session now (its sign-in or second factor too old), if it is. */
  stepUpRefusal?: () => Promise<StepUpRefusal | null>;
};
export type Principal = TokenPrincipal | SessionPrincipal;

/** The signed-in user behind a request's cookies, or null (built from the better-auth instance in main.ts). */
export type SessionResolver = (headers: Headers) => Promise<Omit<SessionPrincipal, "kind"> | null>;
