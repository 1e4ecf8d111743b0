import { Stack, Text } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { useSsoProviders } from "../hooks/use-sso-providers";
import { RegisterSsoProviderForm } from "./register-sso-provider-form";
import { SsoProviderCard } from "./sso-provider-card";

/**
 * Single sign-on for an organization (issue 21): its identity providers with their domains'
 * verification, whether SSO is mandatory, the role of people who join by signing in, and the
 * form to add one. Owners and admins manage them.
 */
export function SsoProviders({ organizationId }: { organizationId: string }) {
  const providers = useSsoProviders(organizationId);
  return (
    <Stack gap="md">
      <QueryState
        isPending={providers.isPending}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        loadingLabel="Loading the identity providers"
        errorTitle="Could not load the identity providers"
      >
        {providers.data?.length === 0 ? (
          <Text size="sm">No identity provider yet.</Text>
        ) : (
          providers.data?.map((provider) => (
            <SsoProviderCard key={provider.providerId} provider={provider} organizationId={organizationId} />
          ))
        )}
      </QueryState>
      <RegisterSsoProviderForm organizationId={organizationId} />
    </Stack>
  );
}
