import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { usePortalBenefitGrants, usePortalDownloadables } from "../hooks/use-portal-benefits";
import type { PortalAuth } from "../lib/portal-client";
import type { CustomerBenefitGrant, Downloadable } from "../lib/types";
import { LicenseKeyDetails } from "./license-key-details";

const TYPE_LABELS: Record<string, string> = {
  custom: "Note",
  license_keys: "License key",
  downloadables: "Downloads",
  github_repository: "GitHub repository",
  discord: "Discord",
  meter_credit: "Credits",
  feature_flag: "Features",
};

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function Downloads({
  benefitId,
  downloadables,
}: {
  benefitId: string;
  downloadables: { data?: { items: Downloadable[] }; isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  const files = downloadables.data?.items.filter((item) => item.benefit_id === benefitId) ?? [];
  return (
    <QueryState
      isPending={downloadables.isPending}
      error={downloadables.error}
      onRetry={() => void downloadables.refetch()}
      loadingLabel="Loading your files"
      errorTitle="Could not load your files"
    >
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files yet.
        </Text>
      ) : (
        <List size="sm" aria-label="Files">
          {files.map((item) => (
            <List.Item key={item.id}>
              <Anchor href={item.file.download.url} download={item.file.name}>
                {`Download ${item.file.name}`}
              </Anchor>
              {item.file.size_readable ? ` (${item.file.size_readable})` : ""}
            </List.Item>
          ))}
        </List>
      )}
    </QueryState>
  );
}

function GrantBody({
  auth,
  grant,
  downloadables,
}: {
  auth: PortalAuth;
  grant: CustomerBenefitGrant;
  downloadables: Parameters<typeof Downloads>[0]["downloadables"];
}) {
  if (grant.error) {
    return (
      <Alert color="red" title="This benefit could not be granted">
        {grant.error.message}
      </Alert>
    );
  }
  if (!grant.is_granted) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {grant.is_revoked ? "Revoked." : "Being granted…"}
      </Text>
    );
  }
  switch (grant.benefit.type) {
    case "custom": {
      const note = text(grant.benefit.properties.note);
      return note ? (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {note}
        </Text>
      ) : null;
    }
    case "license_keys": {
      // The grant's properties are not tied to its benefit's type in the document: look for the key.
      const key = "license_key_id" in grant.properties ? grant.properties : null;
      const id = text(key?.license_key_id);
      return id ? <LicenseKeyDetails auth={auth} id={id} displayKey={text(key?.display_key)} /> : null;
    }
    case "downloadables":
      return <Downloads benefitId={grant.benefit_id} downloadables={downloadables} />;
    case "feature_flag": {
      // What the flag turns on is its benefit's metadata.
      const features = Object.entries(grant.benefit.metadata).map(([key, value]) => `${key}: ${String(value)}`);
      return features.length > 0 ? (
        <Text size="sm" data-testid="portal-features">
          {features.join(", ")}
        </Text>
      ) : null;
    }
    default:
      return (
        <Text size="sm" c="dimmed">
          Granted on {formatDateTime(grant.granted_at)}.
        </Text>
      );
  }
}

export function BenefitsSection({ auth }: { auth: PortalAuth }) {
  const grants = usePortalBenefitGrants(auth);
  const items = (grants.data?.items ?? []).filter((grant) => !grant.is_revoked);
  const downloadables = usePortalDownloadables(
    auth,
    items.some((grant) => grant.is_granted && grant.benefit.type === "downloadables"),
  );
  return (
    <SectionCard title="Benefits" id="benefits" aria-label="Benefits">
      <QueryState
        isPending={grants.isPending}
        error={grants.error}
        onRetry={() => void grants.refetch()}
        loadingLabel="Loading your benefits"
        errorTitle="Could not load your benefits"
      >
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            You have no benefits.
          </Text>
        ) : (
          <Stack gap="sm">
            {items.map((grant) => (
              <Paper
                key={grant.id}
                withBorder
                p="md"
                radius="md"
                component="article"
                aria-labelledby={`portal-grant-${grant.id}`}
                data-testid="portal-benefit"
              >
                <Stack gap="xs">
                  <Group gap="sm">
                    <Title order={3} size="h5" id={`portal-grant-${grant.id}`}>
                      {grant.benefit.description}
                    </Title>
                    <Badge variant="outline" size="sm">
                      {TYPE_LABELS[grant.benefit.type] ?? grant.benefit.type}
                    </Badge>
                  </Group>
                  <GrantBody auth={auth} grant={grant} downloadables={downloadables} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
