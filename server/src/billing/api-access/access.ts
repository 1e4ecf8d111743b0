import { type BillingAction, type BillingResource, lacksRequiredTwoFactor, memberGrants } from "../../auth/identity.ts";
import type { Db } from "../../db/transaction.ts";
import { ValidationFailure } from "../common/validation.ts";
import { AccessErrors } from "./errors.ts";
import type { Principal } from "./principal.ts";
import { scopesAllow } from "./scopes.ts";

/** What a handler gets once the caller may act: the organization every query is scoped to. */
export type OrganizationAccess = { organizationId: string; principal: Principal };

/**
 * The caller of one /v1 request and the one check every handler makes before touching data:
 *
 * ```ts
 * const { organizationId } = await c.var.access.require("products", "write", body.organization_id);
 * ```
 *
 * - A token acts on its own organization only; naming another one is 404, as if it did not exist.
 *   It needs the scope `<resource>:write` (or `:read` for reads), else 403 NotPermitted; and a
 *   token with a creator acts only as far as that person's roles allow `<resource>: [action]` now
 *   (else 403 NotPermitted; a creator who left the organization made it a 401 already).
 * - A session acts on the organization named by the request (`organization_id`, or the path's
 *   organization), else on its active organization; it must be a member (else 404), and one of
 *   its roles (built-in or the organization's own) must grant `<resource>: [action]`,
 *   else 403 NotPermitted; an organization that requires two-factor refuses a member without it
 *   (403 TwoFactorRequired). Without either, 422 asks for `organization_id`.
 */
export class Access {
  constructor(
    readonly principal: Principal,
    private readonly db: Db,
  ) {}

  async require(
    resource: BillingResource,
    action: BillingAction,
    organizationId?: string | null,
  ): Promise<OrganizationAccess> {
    const principal = this.principal;
    if (principal.kind === "token") {
      if (organizationId && organizationId !== principal.organizationId) throw AccessErrors.ORGANIZATION_NOT_FOUND();
      if (!scopesAllow(principal.scopes, resource, action)) throw AccessErrors.MISSING_SCOPE({ resource, action });
      if (principal.creator && !principal.creator.grants.allows(resource, action))
        throw AccessErrors.CREATOR_NOT_ALLOWED({ resource, action });
      return { organizationId: principal.organizationId, principal };
    }
    const target = organizationId ?? principal.activeOrganizationId;
    if (!target) throw ValidationFailure.at(["query", "organization_id"], "Required", "missing");
    const grants = await memberGrants(this.db, target, principal.userId);
    if (!grants) throw AccessErrors.ORGANIZATION_NOT_FOUND();
    if (await lacksRequiredTwoFactor(this.db, target, principal.userId)) throw AccessErrors.TWO_FACTOR_REQUIRED();
    if (!grants.allows(resource, action)) throw AccessErrors.ROLE_NOT_ALLOWED({ resource, action });
    return { organizationId: target, principal };
  }
}
