import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SignupSettingName,
  SignupSettings,
  UpdateSettingsBody,
} from "../../../../../server/src/auth/signup-policy/schemas.ts";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** The settings in force and which of them the server's configuration sets (shown read-only). */
export type SignupSettingsView = SignupSettings & { setByConfiguration: SignupSettingName[] };
export type { SignupSettingName, UpdateSettingsBody };

const KEY = ["admin", "signup-policy"] as const;

export function useSignupSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<SignupSettingsView>("/admin/signup-policy", { method: "GET" }),
        i18n.t("signup-policy:errors.loadSettings"),
      ),
  });
}

/** Saves the fields the configuration leaves open; the answer is the settings as they now are. */
export function useSaveSignupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettingsBody) =>
      authClient.$fetch<SignupSettingsView>("/admin/signup-policy/update", { method: "POST", body: changes }),
    onSuccess: (result) => {
      if (result.data) queryClient.setQueryData(KEY, result.data);
      void queryClient.invalidateQueries({ queryKey: ["signup-policy"] });
    },
  });
}
