import { z } from "@hono/zod-openapi";
import { AuditLogRepository } from "../../audit/repository.ts";
import { memberGrants } from "../../auth/identity.ts";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import type { Db } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { ipAllowed, ipAllowlistColumn, ipAllowlistFromColumn } from "../../kit/ip-ranges.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { TokenCreator, TokenPrincipal } from "../api-access/principal.ts";
import { scopeSchema } from "../api-access/scopes.ts";
import { type PageRequest, toListResource } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { AccessTokenErrors, IP_NOT_ALLOWED_CODE } from "./errors.ts";
import { grantingCreator } from "./grantable.ts";
import * as repository from "./repository.ts";
import type { CreateBody, OrganizationAccessTokenResource, SortField, UpdateBody } from "./schemas.ts";
import { generateToken, hashToken, TOKEN_PREFIX } from "./token.ts";

const storedScopes = z.array(z.string());
/** Stored scopes that a later version no longer knows are dropped rather than failing the response. */
const knownScopes = (text: string) =>
  fromJsonColumn(storedScopes, text).flatMap((scope) => scopeSchema.safeParse(scope).data ?? []);

/** last_used_at is refreshed at most once a minute per token, not written on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function toResource(row: repository.TokenRow): OrganizationAccessTokenResource {
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    scopes: knownScopes(row.scopes),
    expires_at: row.expires_at,
    comment: row.comment,
    last_used_at: row.last_used_at,
    organization_id: row.organization_id,
    ip_allowlist: ipAllowlistFromColumn(row.ip_allowlist),
  };
}

/**
 * The principal of a bearer token, or null when it is unknown, revoked or expired, or when the
 * person it was made by is no longer a member of its organization. A token with a creator carries
 * what that person's roles allow now (one read of their membership per request), which
 * `Access.require` checks beside the token's scopes.
 */
export async function authenticate(db: Db, token: string, caller: TokenCaller): Promise<TokenPrincipal | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const row = await repository.findLiveByHash(db, hashToken(token));
  const now = nowIso();
  if (!row || (row.expires_at !== null && row.expires_at <= now)) return null;
  await refuseOutsideAllowlist(db, row, caller);
  const creator = await creatorOf(db, row);
  if (creator === null) return null;
  if (row.last_used_at === null || Date.parse(now) - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) {
    await repository.touchLastUsed(db, row.organization_id, row.id, now);
  }
  return {
    kind: "token",
    tokenId: row.id,
    organizationId: row.organization_id,
    scopes: new Set(fromJsonColumn(storedScopes, row.scopes)),
    ...(creator ? { creator } : {}),
  };
}

/** Where a bearer request came from: the client address `http/client-ip.ts` decided, its user agent. */
export type TokenCaller = { ipAddress: string | null; userAgent: string | null };

/**
 * A token with an IP allowlist used from elsewhere: 403 naming the address, and an audit entry
 * (`access_token.ip_refused`) written before the refusal, which leaves the token untouched.
 */
async function refuseOutsideAllowlist(db: Db, row: repository.TokenRow, caller: TokenCaller): Promise<void> {
  if (ipAllowed(caller.ipAddress, ipAllowlistFromColumn(row.ip_allowlist))) return;
  const address = caller.ipAddress ?? "unknown";
  await new AuditLogRepository(db).append({
    organizationId: row.organization_id,
    actor: { type: "token", id: row.id, email: null },
    action: "access_token.ip_refused",
    target: { type: "organization_access_token", id: row.id },
    ipAddress: caller.ipAddress,
    userAgent: caller.userAgent,
    details: { address },
  });
  throw AccessTokenErrors.IP_NOT_ALLOWED({ address }).withCode(IP_NOT_ALLOWED_CODE);
}

/** The token's creator with what they may do now; undefined when it has none, null when they left. */
async function creatorOf(db: Db, row: repository.TokenRow): Promise<TokenCreator | null | undefined> {
  const userId = row.created_by_user_id;
  if (userId === null) return undefined;
  const grants = await memberGrants(db, row.organization_id, userId);
  return grants ? { userId, grants } : null;
}

export async function list(db: Db, access: OrganizationAccess, sorting: Sort<SortField>[], page: PageRequest) {
  const { rows, total } = await repository.listLive(db, access.organizationId, sorting, page);
  return toListResource(rows.map(toResource), total, page);
}

export async function create(
  db: Db,
  access: OrganizationAccess,
  body: CreateBody,
): Promise<{ organization_access_token: OrganizationAccessTokenResource; token: string }> {
  const createdBy = await grantingCreator(db, access, body.scopes);
  const token = generateToken();
  const now = nowIso();
  const row = {
    id: newId(),
    comment: body.comment,
    scopes: toJsonColumn([...new Set(body.scopes)]),
    token_hash: hashToken(token),
    expires_at: body.expires_in == null ? null : nowIso(body.expires_in * 1000),
    last_used_at: null,
    created_at: now,
    modified_at: null,
    revoked_at: null,
    created_by_user_id: createdBy,
    ip_allowlist: ipAllowlistColumn(body.ip_allowlist),
  };
  await repository.insert(db, access.organizationId, row);
  return { organization_access_token: toResource({ ...row, organization_id: access.organizationId }), token };
}

export async function update(
  db: Db,
  access: OrganizationAccess,
  id: string,
  body: UpdateBody,
): Promise<OrganizationAccessTokenResource> {
  const current = await repository.findLive(db, access.organizationId, id);
  if (!current) throw AccessTokenErrors.NOT_FOUND();
  // New scopes are checked as at creation; the token keeps its creator, whose roles still bound it.
  if (body.scopes) await grantingCreator(db, access, body.scopes);
  await repository.update(db, access.organizationId, id, {
    ...(body.comment == null ? {} : { comment: body.comment }),
    ...(body.scopes == null ? {} : { scopes: toJsonColumn([...new Set(body.scopes)]) }),
    // null or [] lifts the list; omitted keeps it.
    ...(body.ip_allowlist === undefined ? {} : { ip_allowlist: ipAllowlistColumn(body.ip_allowlist) }),
    modified_at: nowIso(),
  });
  const updated = await repository.findLive(db, access.organizationId, id);
  if (!updated) throw AccessTokenErrors.NOT_FOUND();
  return toResource(updated);
}

export async function revoke(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  if (!(await repository.revoke(db, access.organizationId, id, nowIso()))) throw AccessTokenErrors.NOT_FOUND();
}
