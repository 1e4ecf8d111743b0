import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** One entry as the audit-log routes answer it (server/src/audit/schemas.ts). */
export type AuditEntry = {
  id: string;
  occurredAt: string;
  organizationId: string | null;
  actor: { type: "user" | "token" | "system" | "anonymous"; id: string | null; email: string | null };
  action: string;
  target: { type: string; id: string } | null;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
  details: Record<string, unknown> | null;
};
type AuditPage = { entries: AuditEntry[]; total: number; limit: number; offset: number };

/** Whose log: an organization's (its owners and admins), or the whole platform's (admins). */
export type AuditScope = { kind: "organization"; organizationId: string } | { kind: "platform" };
export type AuditFilters = { action: string | null; page: number };

export const AUDIT_PAGE_SIZE = 25;

const pathOf = (scope: AuditScope) => (scope.kind === "organization" ? "/organization/audit-log" : "/admin/audit-log");

function queryOf(scope: AuditScope, filters: AuditFilters, extra: Record<string, string> = {}) {
  return {
    ...(scope.kind === "organization" ? { organizationId: scope.organizationId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    limit: String(AUDIT_PAGE_SIZE),
    offset: String((filters.page - 1) * AUDIT_PAGE_SIZE),
    ...extra,
  };
}

export function useAuditLog(scope: AuditScope, filters: AuditFilters) {
  return useQuery({
    queryKey: ["audit-log", scope, filters],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      unwrap(await authClient.$fetch<AuditPage>(pathOf(scope), { method: "GET", query: queryOf(scope, filters) })) ?? {
        entries: [],
        total: 0,
        limit: AUDIT_PAGE_SIZE,
        offset: 0,
      },
  });
}

/** The CSV export of every entry matching the filters (a same-origin link: the session cookie goes along). */
export function auditCsvUrl(scope: AuditScope, filters: AuditFilters): string {
  const query = new URLSearchParams(queryOf(scope, { ...filters, page: 1 }, { format: "csv" }));
  query.delete("limit");
  query.delete("offset");
  return `/api/auth${pathOf(scope)}?${query}`;
}
