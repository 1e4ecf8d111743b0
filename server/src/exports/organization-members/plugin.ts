import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Db } from "../../db/transaction.ts";
import { now } from "../../kit/time.ts";
import { attachment, dayOf } from "../attachment.ts";
import { membersCsv } from "./csv.ts";
import { membersExportQuery } from "./schemas.ts";
import { exportName, memberLines, organizationToExport } from "./service.ts";

/**
 * `GET /api/auth/organization/export-members` (`organizationId`, or the active organization): the
 * organization's members as CSV — email, name, role, teams, joined at — for those who manage its
 * members (owners and admins); anyone else is refused with 403. Recorded in the audit log
 * (`member.exported`).
 */
export function membersExportPlugin(db: Db): BetterAuthPlugin {
  return {
    id: "gatehouse-members-export",
    endpoints: {
      exportOrganizationMembers: createAuthEndpoint(
        "/organization/export-members",
        { method: "GET", query: membersExportQuery, use: [sessionMiddleware] },
        async (ctx) => {
          const { user, session } = ctx.context.session;
          const active = (session as { activeOrganizationId?: string | null }).activeOrganizationId;
          const organizationId = await organizationToExport(db, user.id, ctx.query.organizationId, active);
          const [lines, filename] = await Promise.all([
            memberLines(db, organizationId),
            exportName(db, organizationId, dayOf(now())),
          ]);
          return attachment(membersCsv(lines), "text/csv; charset=utf-8", filename);
        },
      ),
    },
  };
}
