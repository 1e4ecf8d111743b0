import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

export type SsoMemberRole = "member" | "admin";

/** An identity provider as `GET /api/auth/sso/providers` lists it (secrets left out). */
export type SsoProvider = {
  providerId: string;
  type: "oidc" | "saml";
  issuer: string;
  domain: string;
  organizationId: string | null;
  domainVerified: boolean;
  mandatory: boolean;
  defaultRole: SsoMemberRole;
  spMetadataUrl: string;
  oidcConfig?: { clientIdLastFour?: string; discoveryEndpoint?: string };
  samlConfig?: { entryPoint?: string };
};

export type SsoProviderRegistration = {
  providerId: string;
  issuer: string;
  domain: string;
  organizationId: string;
  defaultRole: SsoMemberRole;
  oidcConfig?: { clientId: string; clientSecret: string };
  samlConfig?: {
    entryPoint: string;
    idpMetadata: { metadata: string } | { metadataUrl: string };
    wantAssertionsSigned: true;
    callbackUrl: string;
  };
};

export type SsoProviderSettings = { providerId: string; mandatory?: boolean; defaultRole?: SsoMemberRole };

const providersKey = (organizationId: string) => ["sso-providers", organizationId] as const;

/** The organization's identity providers (the endpoint lists every one the viewer administers). */
export function useSsoProviders(organizationId: string) {
  return useQuery({
    queryKey: providersKey(organizationId),
    queryFn: async () => {
      const answer = unwrap(await authClient.$fetch<{ providers: SsoProvider[] }>("/sso/providers", { method: "GET" }));
      return (answer?.providers ?? []).filter((provider) => provider.organizationId === organizationId);
    },
  });
}

/** The TXT record's value for a provider whose domain is not verified yet (made anew once it expires). */
export function useDomainVerificationToken(providerId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["sso-domain-token", providerId],
    enabled,
    queryFn: async () => {
      const answer = unwrap(
        await authClient.$fetch<{ domainVerificationToken: string }>("/sso/request-domain-verification", {
          method: "POST",
          body: { providerId },
        }),
      );
      return answer?.domainVerificationToken ?? "";
    },
  });
}

function useProviderMutation<Input>(organizationId: string, request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey(organizationId) }),
  });
}

export const useRegisterSsoProvider = (organizationId: string) =>
  useProviderMutation(organizationId, async (body: SsoProviderRegistration) =>
    unwrap(await authClient.$fetch<SsoProvider>("/sso/register", { method: "POST", body })),
  );

export const useUpdateSsoProvider = (organizationId: string) =>
  useProviderMutation(organizationId, async (body: SsoProviderSettings) =>
    unwrap(await authClient.$fetch<SsoProvider>("/sso/update-provider", { method: "POST", body })),
  );

export const useVerifySsoDomain = (organizationId: string) =>
  useProviderMutation(organizationId, async (providerId: string) =>
    unwrap(await authClient.$fetch("/sso/verify-domain", { method: "POST", body: { providerId } })),
  );

export const useDeleteSsoProvider = (organizationId: string) =>
  useProviderMutation(organizationId, async (providerId: string) =>
    unwrap(await authClient.$fetch("/sso/delete-provider", { method: "POST", body: { providerId } })),
  );
