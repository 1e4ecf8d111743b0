import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WaitlistEntry, WaitlistStatus } from "../../../../../server/src/auth/signup-policy/schemas.ts";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

export type { WaitlistEntry, WaitlistStatus };

const KEY = ["admin", "waitlist"] as const;
export const WAITLIST_PAGE_SIZE = 50;

/** The waitlist, newest first, filtered by status ("all": every entry). */
export function useWaitlist(status: WaitlistStatus | "all") {
  return useQuery({
    queryKey: [...KEY, status],
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<{ entries: WaitlistEntry[]; total: number }>("/admin/waitlist", {
          method: "GET",
          query: { limit: String(WAITLIST_PAGE_SIZE), ...(status === "all" ? {} : { status }) },
        }),
        i18n.t("signup-policy:errors.loadWaitlist"),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Approves (mails a sign-up link valid for 7 days) or rejects one entry. */
export function useDecideWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: "approve" | "reject" }) =>
      unwrap(
        await authClient.$fetch<WaitlistEntry>(`/admin/waitlist/${decision}`, { method: "POST", body: { id } }),
        i18n.t("signup-policy:errors.decide"),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
