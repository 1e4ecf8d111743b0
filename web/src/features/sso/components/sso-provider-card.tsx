import { Alert, Badge, Button, Group, Paper, Select, Stack, Switch, Text } from "@mantine/core";
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
import { domainRecord, MEMBER_ROLE_OPTIONS, oidcRedirectUri } from "../lib/sso-urls";

/** The DNS record to publish, and "Verify" once it is out (DNS takes a while to spread). */
function DomainVerification({ provider, organizationId }: { provider: SsoProvider; organizationId: string }) {
  const token = useDomainVerificationToken(provider.providerId, true);
  const verify = useVerifySsoDomain(organizationId);
  const record = token.data ? domainRecord(provider.providerId, provider.domain, token.data) : null;
  return (
    <Alert color="yellow" title={`Verify ${provider.domain}`}>
      <Stack gap="xs">
        <Text size="sm">
          Add this TXT record to the domain's DNS. Until it is verified, nobody can sign in through this provider.
        </Text>
        {record ? (
          <>
            <CopyableValue label="Name" value={record.name} />
            <CopyableValue label="Value" value={record.value} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {token.isError ? messageOf(token.error) : "Loading the record…"}
          </Text>
        )}
        <FormAlert
          error={verify.error ? { status: 0, message: messageOf(verify.error) } : null}
          title="The domain is not verified yet"
        />
        <Group>
          <Button size="xs" loading={verify.isPending} onClick={() => verify.mutate(provider.providerId)}>
            Verify domain
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** One identity provider: its domain's status, its settings, how to set it up at the provider. */
export function SsoProviderCard({ provider, organizationId }: { provider: SsoProvider; organizationId: string }) {
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
              {provider.domainVerified ? `${provider.domain} verified` : `${provider.domain} not verified`}
            </Badge>
          </Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(provider.providerId)}
            aria-label={`Remove ${provider.providerId}`}
          >
            Remove
          </Button>
        </Group>
        {provider.type === "oidc" ? (
          <CopyableValue label="Redirect URI" value={oidcRedirectUri(provider.providerId)} />
        ) : (
          <CopyableValue label="Metadata" value={provider.spMetadataUrl} />
        )}
        {!provider.domainVerified && <DomainVerification provider={provider} organizationId={organizationId} />}
        <Switch
          label={`Require single sign-on for ${provider.domain}`}
          description="People at the domain can then only sign in through this provider; owners keep their password as a way back in."
          checked={provider.mandatory}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ providerId: provider.providerId, mandatory: event.currentTarget.checked })
          }
        />
        <Select
          label="Role of people who join by signing in"
          data={MEMBER_ROLE_OPTIONS}
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
          title="Could not change the identity provider"
        />
      </Stack>
    </Paper>
  );
}
