import { useMutation } from "@tanstack/react-query";
import { downloadAttachment } from "../../../lib/download";

/** Everything Gatehouse holds about the signed-in person, saved as a JSON file. */
export function useDownloadPersonalData() {
  return useMutation({
    mutationFn: () => downloadAttachment("/api/auth/export-personal-data", "gatehouse-data.json"),
  });
}
