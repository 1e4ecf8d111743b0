import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import type { BeforeHook } from "../departure-table.ts";
import { CREATOR_ROLE } from "../roles/organization.ts";
import { grantsOfRoles } from "../roles/permissions.ts";

type MemberRow = { id: string; organizationId: string; userId: string; role: string };

const rolesOf = (member: MemberRow) => member.role.split(",").map((r) => r.trim());

const memberNotFound = () => new APIError("BAD_REQUEST", { code: "MEMBER_NOT_FOUND", message: "Member not found" });
const notAllowed = () =>
  new APIError("FORBIDDEN", {
    code: "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER",
    message: "You are not allowed to delete this member",
  });

/**
 * remove-member where better-auth 1.7 deviates from Gatehouse's rules. Errors are decided here, before
 * the route, because an after hook can reword an error but not change its status:
 * - a member id of another organization is looked up anyway and runs into the last-owner rule
 *   ("You cannot leave the organization as the only owner"); the target must be in the same
 *   organization, so it is "Member not found";
 * - a missing member:delete permission is answered 401, which Gatehouse keeps for "no session": 403;
 * - a non-owner removing an owner is told "You cannot leave the organization as the only owner",
 *   which is about leaving: 403 "You are not allowed to delete this member".
 * The last-owner rule itself, and everything not decided here, stays the library's.
 */
export const removeMemberRules = (db: Executor): BeforeHook => ({
  matcher: (ctx) => ctx.path === "/organization/remove-member",
  handler: createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as { memberIdOrEmail?: unknown; organizationId?: unknown };
    const target = body.memberIdOrEmail;
    if (typeof target !== "string") return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const named = body.organizationId;
    const organizationId = typeof named === "string" && named ? named : session.session.activeOrganizationId;
    if (typeof organizationId !== "string" || !organizationId) return;
    const adapter = ctx.context.adapter;
    const memberOf = (userId: string) =>
      adapter.findOne<MemberRow>({
        model: "member",
        where: [
          { field: "organizationId", value: organizationId },
          { field: "userId", value: userId },
        ],
      });
    const actor = await memberOf(session.user.id);
    if (!actor) return;

    let removed: MemberRow | null;
    if (target.includes("@")) {
      const user = await adapter.findOne<{ id: string }>({
        model: "user",
        where: [{ field: "email", value: target.toLowerCase() }],
      });
      removed = user ? await memberOf(user.id) : null;
    } else {
      removed = await adapter.findOne<MemberRow>({ model: "member", where: [{ field: "id", value: target }] });
      if (removed && removed.organizationId !== organizationId) throw memberNotFound();
    }
    if (!removed) return;
    const actorRoles = rolesOf(actor);
    if (!(await grantsOfRoles(db, organizationId, actorRoles)).allows("member", "delete")) throw notAllowed();
    if (rolesOf(removed).includes(CREATOR_ROLE) && !actorRoles.includes(CREATOR_ROLE)) throw notAllowed();
  }),
});
