import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuditStreamView, StreamTestResult } from "../../../../../server/src/audit/streams/schemas.ts";
import { authClient } from "../../../lib/auth-client";
import { type ServerError, unwrap } from "../../../lib/errors";

export type StreamType = AuditStreamView["type"];

/** One stream as the audit-streams routes answer it; the form reads its settings as text. */
export type AuditStream = Omit<AuditStreamView, "settings"> & { settings: Record<string, string | undefined> };

export type { StreamTestResult };

/** Whose streams: an organization's, or the whole platform's (admins). */
export type StreamScope = { kind: "organization"; organizationId: string } | { kind: "platform" };

const base = (scope: StreamScope) =>
  scope.kind === "organization" ? "/organization/audit-streams" : "/admin/audit-streams";
const owner = (scope: StreamScope) => (scope.kind === "organization" ? { organizationId: scope.organizationId } : {});
const queryKey = (scope: StreamScope) => ["audit-streams", scope] as const;

/** The streams with their delivery status, looked at again every few seconds while shown. */
export function useAuditStreams(scope: StreamScope) {
  return useQuery({
    queryKey: queryKey(scope),
    refetchInterval: 5_000,
    queryFn: async () =>
      unwrap(await authClient.$fetch<{ streams: AuditStream[] }>(base(scope), { method: "GET", query: owner(scope) }))
        ?.streams ?? [],
  });
}

/** A POST to one of the stream routes, answered as `{ data, error }` for forms. */
export async function postStream<T>(
  scope: StreamScope,
  action: "create" | "update" | "delete" | "test",
  body: Record<string, unknown>,
): Promise<{ data: T | null; error: ServerError | null }> {
  const result = await authClient.$fetch<T>(`${base(scope)}/${action}`, {
    method: "POST",
    body: { ...owner(scope), ...body },
  });
  return { data: result.data ?? null, error: (result.error as ServerError | null) ?? null };
}

export function useInvalidateStreams(scope: StreamScope) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKey(scope) });
}

export function useDeleteStream(scope: StreamScope) {
  const invalidate = useInvalidateStreams(scope);
  return useMutation({
    mutationFn: async (id: string) => unwrap(await postStream(scope, "delete", { id })),
    onSuccess: invalidate,
  });
}

export function useTestStream(scope: StreamScope) {
  const invalidate = useInvalidateStreams(scope);
  return useMutation({
    mutationFn: async (id: string): Promise<StreamTestResult> => {
      const outcome = unwrap(await postStream<StreamTestResult>(scope, "test", { id }));
      return outcome ?? { ok: false, status: null, error: null, durationMs: 0 };
    },
    onSuccess: invalidate,
  });
}
