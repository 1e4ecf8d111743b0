import { useMutation } from "@tanstack/react-query";
import { downloadAttachment } from "../../../lib/download";

/** The organization's members as a CSV file (owners and admins; the server refuses anyone else). */
export function useExportMembers(organizationId: string) {
  return useMutation({
    mutationFn: () =>
      downloadAttachment(
        `/api/auth/organization/export-members?${new URLSearchParams({ organizationId })}`,
        "members.csv",
      ),
  });
}
