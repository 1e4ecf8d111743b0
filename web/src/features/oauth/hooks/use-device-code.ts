import { useMutation, useQuery } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** A device's request as the signed-in user may review it (once looked up, the code is theirs to answer). */
export type DeviceRequest = { user_code: string; status: string; client_id?: string; scope?: string };

export function useDeviceRequest(userCode: string | null) {
  return useQuery({
    queryKey: ["device-request", userCode],
    enabled: userCode !== null,
    retry: false,
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<DeviceRequest>("/device", { method: "GET", query: { user_code: userCode ?? "" } }),
      ),
  });
}

/** Approve or deny the device's request: the device's next poll gets the tokens, or access_denied. */
export function useAnswerDevice(userCode: string) {
  return useMutation({
    mutationFn: async (approve: boolean) =>
      unwrap(
        await authClient.$fetch(approve ? "/device/approve" : "/device/deny", { method: "POST", body: { userCode } }),
      ),
  });
}
