import { useQuery } from "@tanstack/react-query";
import type { ImportRunView } from "../../../../../server/src/imports/recent-runs/schemas.ts";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** One `gatehouse import …` run as the server lists it: its counts and the refusals it kept. */
export type ImportRun = ImportRunView;

export const RECENT_IMPORTS = 20;

export function useImportRuns() {
  return useQuery({
    queryKey: ["admin", "import-runs"],
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<{ runs: ImportRun[] }>("/admin/list-import-runs", {
          method: "GET",
          query: { limit: String(RECENT_IMPORTS) },
        }),
        i18n.t("admin:errors.loadImports"),
      )?.runs ?? [],
  });
}
