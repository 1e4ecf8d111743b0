import { useMutation, useQuery } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** What the consent page shows of the client asking: its name, site and logo (the plugin's public view). */
export type OAuthClientPublic = { client_id: string; client_name?: string; client_uri?: string; logo_uri?: string };

export function useOAuthClient(clientId: string | null) {
  return useQuery({
    queryKey: ["oauth-client", clientId],
    enabled: clientId !== null,
    retry: false,
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<OAuthClientPublic>("/oauth2/public-client", {
          method: "GET",
          query: { client_id: clientId ?? "" },
        }),
      ),
  });
}

/** The user's answer; the server says where the browser goes next (back to the client, with a code or an error). */
export function useConsent(oauthQuery: string) {
  return useMutation({
    mutationFn: async (accept: boolean) =>
      unwrap(
        await authClient.$fetch<{ url: string }>("/oauth2/consent", {
          method: "POST",
          body: { accept, oauth_query: oauthQuery },
        }),
      ),
    onSuccess: (answer) => {
      if (answer) window.location.assign(answer.url);
    },
  });
}
