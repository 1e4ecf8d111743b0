import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** The signed-in person's alert choice, and whether this server sends the alerts at all. */
export type NewDeviceSettings = { enabled: boolean; available: boolean };

const settingsKey = ["new-device-settings"] as const;

export function useNewDeviceSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<NewDeviceSettings>("/new-device/settings", { method: "GET" }),
        i18n.t("new-device:section.loadFailed"),
      ),
  });
}

export function useUpdateNewDeviceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      unwrap(
        await authClient.$fetch<NewDeviceSettings>("/new-device/settings", { method: "POST", body: { enabled } }),
        i18n.t("new-device:section.saveFailed"),
      ),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
