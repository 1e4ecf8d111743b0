import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

export type EnrollmentMode = "none" | "suggest" | "auto_invite" | "auto_join";
export const ENROLLMENT_MODES: readonly EnrollmentMode[] = ["none", "suggest", "auto_invite", "auto_join"];

/** `GET /api/auth/organization/enrollment`: each verified domain with its mode and role. */
export type EnrollmentSettings = {
  organizationId: string;
  defaultRole: string;
  roles: string[];
  domains: Array<{ domain: string; mode: EnrollmentMode; role: string }>;
};

export type EnrollmentUpdate = { domain: string; mode: EnrollmentMode; role: string };

const settingsKey = (organizationId: string) => ["organization", organizationId, "enrollment"] as const;

export function useEnrollmentSettings(organizationId: string) {
  return useQuery({
    queryKey: settingsKey(organizationId),
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<EnrollmentSettings>("/organization/enrollment", {
          method: "GET",
          query: { organizationId },
        }),
      ),
  });
}

export function useUpdateEnrollment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: EnrollmentUpdate) =>
      unwrap(
        await authClient.$fetch<EnrollmentSettings>("/organization/enrollment/update", {
          method: "POST",
          body: { organizationId, ...update },
        }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(organizationId), settings),
  });
}
