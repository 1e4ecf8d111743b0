import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { useSsoProviders } from "../hooks/use-sso-providers";
import { RegisterSsoProviderForm } from "./register-sso-provider-form";
import { SsoProviderCard } from "./sso-provider-card";

/**
 * Single sign-on for an organization: its identity providers with their domains'
 * verification, whether SSO is mandatory, the role of people who join by signing in, and the
 * form to add one. Owners and admins manage them.
 */
export function SsoProviders({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("sso");
  const providers = useSsoProviders(organizationId);
  return (
    <Stack gap="md">
      <QueryState
        isPending={providers.isPending}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        loadingLabel={t("providers.loading")}
        errorTitle={t("providers.loadError")}
      >
        {providers.data?.length === 0 ? (
          <Text size="sm">{t("providers.empty")}</Text>
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
