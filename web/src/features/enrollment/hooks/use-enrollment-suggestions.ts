import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { organizationKeys } from "../../organizations/hooks/keys";

/** An organization the signed-in person may join: their verified email is on its verified domain. */
export type EnrollmentSuggestion = {
  organizationId: string;
  organizationName: string;
  organizationSlug: string;
  organizationLogo: string | null;
  domain: string;
};

const suggestionsKey = ["enrollment", "suggestions"] as const;

export function useEnrollmentSuggestions() {
  return useQuery({
    queryKey: suggestionsKey,
    queryFn: async () => {
      const answer = unwrap(
        await authClient.$fetch<{ suggestions: EnrollmentSuggestion[] }>("/organization/enrollment/suggestions", {
          method: "GET",
        }),
      );
      return answer?.suggestions ?? [];
    },
  });
}

function useSuggestionAction(path: "/organization/enrollment/join" | "/organization/enrollment/dismiss") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (organizationId: string) =>
      unwrap(await authClient.$fetch(path, { method: "POST", body: { organizationId } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: suggestionsKey });
      await queryClient.invalidateQueries({ queryKey: organizationKeys.list });
    },
  });
}

export const useJoinSuggested = () => useSuggestionAction("/organization/enrollment/join");
export const useDismissSuggestion = () => useSuggestionAction("/organization/enrollment/dismiss");
