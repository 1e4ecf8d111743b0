import { Alert, Badge, Button, Group, Paper, Select, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CopyableValue } from "../../../components/copyable-value";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import {
  type SsoMemberRole,
  type SsoProvider,
  useDeleteSsoProvider,
  useDomainVerificationToken,
  useUpdateSsoProvider,
  useVerifySsoDomain,
} from "../hooks/use-sso-providers";
import { domainRecord, memberRoleOptions, oidcRedirectUri } from "../lib/sso-urls";

/** The DNS record to publish, and "Verify" once it is out (DNS takes a while to spread). */
function DomainVerification({ provider, organizationId }: { provider: SsoProvider; organizationId: string }) {
  const { t } = useTranslation("sso");
  const token = useDomainVerificationToken(provider.providerId, true);
  const verify = useVerifySsoDomain(organizationId);
  const record = token.data ? domainRecord(provider.providerId, provider.domain, token.data) : null;
  return (
    <Alert color="yellow" title={t("domainVerification.title", { domain: provider.domain })}>
      <Stack gap="xs">
        <Text size="sm">{t("domainVerification.instructions")}</Text>
        {record ? (
          <>
            <CopyableValue label={t("domainVerification.name")} value={record.name} />
            <CopyableValue label={t("domainVerification.value")} value={record.value} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {token.isError ? messageOf(token.error) : t("domainVerification.loading")}
          </Text>
        )}
        <FormAlert
          error={verify.error ? { status: 0, message: messageOf(verify.error) } : null}
          title={t("domainVerification.error")}
        />
        <Group>
          <Button size="xs" loading={verify.isPending} onClick={() => verify.mutate(provider.providerId)}>
            {t("domainVerification.verify")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** One identity provider: its domain's status, its settings, how to set it up at the provider. */
export function SsoProviderCard({ provider, organizationId }: { provider: SsoProvider; organizationId: string }) {
  const { t } = useTranslation("sso");
  const update = useUpdateSsoProvider(organizationId);
  const remove = useDeleteSsoProvider(organizationId);
  const label = `${provider.providerId} (${provider.type === "saml" ? "SAML 2.0" : "OpenID Connect"})`;
  return (
    <Paper withBorder p="md" radius="md" aria-label={label} component="section" data-testid="sso-provider">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{provider.providerId}</Text>
            <Badge variant="light">{provider.type === "saml" ? "SAML 2.0" : "OIDC"}</Badge>
            <Badge color={provider.domainVerified ? "teal" : "yellow"} variant="light">
              {provider.domainVerified
                ? t("providerCard.verified", { domain: provider.domain })
                : t("providerCard.notVerified", { domain: provider.domain })}
            </Badge>
          </Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(provider.providerId)}
            aria-label={t("providerCard.removeLabel", { provider: provider.providerId })}
          >
            {t("providerCard.remove")}
          </Button>
        </Group>
        {provider.type === "oidc" ? (
          <CopyableValue label={t("providerCard.redirectUri")} value={oidcRedirectUri(provider.providerId)} />
        ) : (
          <CopyableValue label={t("providerCard.metadata")} value={provider.spMetadataUrl} />
        )}
        {!provider.domainVerified && <DomainVerification provider={provider} organizationId={organizationId} />}
        <Switch
          label={t("providerCard.mandatory", { domain: provider.domain })}
          description={t("providerCard.mandatoryDescription")}
          checked={provider.mandatory}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ providerId: provider.providerId, mandatory: event.currentTarget.checked })
          }
        />
        <Select
          label={t("defaultRole")}
          data={memberRoleOptions()}
          value={provider.defaultRole}
          allowDeselect={false}
          disabled={update.isPending}
          onChange={(role) =>
            role && update.mutate({ providerId: provider.providerId, defaultRole: role as SsoMemberRole })
          }
          maw={320}
        />
        <FormAlert
          error={
            (update.error ?? remove.error) ? { status: 0, message: messageOf(update.error ?? remove.error) } : null
          }
          title={t("providerCard.error")}
        />
      </Stack>
    </Paper>
  );
}
