import { Badge, Button, Code, CopyButton, Group, List, Stack, Text } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { formatDateTime } from "../../../lib/format";
import { usePortalLicenseKey } from "../hooks/use-portal-benefits";
import type { PortalAuth } from "../lib/portal-client";

/** A granted license key (contract C2): the key to copy, its limits and where it is activated. */
export function LicenseKeyDetails({
  auth,
  id,
  displayKey,
}: {
  auth: PortalAuth;
  id: string;
  displayKey: string | null;
}) {
  const licenseKey = usePortalLicenseKey(auth, id);
  const key = licenseKey.data;
  return (
    <QueryState
      isPending={licenseKey.isPending}
      error={licenseKey.error}
      onRetry={() => void licenseKey.refetch()}
      loadingLabel="Loading the license key"
      errorTitle={`Could not load the license key${displayKey ? ` ${displayKey}` : ""}`}
    >
      {key && (
        <Stack gap="xs">
          <Group gap="sm">
            <Code data-testid="portal-license-key" aria-label="License key">
              {key.key}
            </Code>
            <CopyButton value={key.key}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="light" onClick={copy}>
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
            <Badge variant="light" color={key.status === "granted" ? "teal" : "gray"}>
              {key.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {[
              key.expires_at ? `Expires ${formatDateTime(key.expires_at)}` : "Never expires",
              key.limit_activations !== null
                ? `${key.activations?.length ?? 0} of ${key.limit_activations} activations`
                : null,
              key.limit_usage !== null ? `Usage ${key.usage} of ${key.limit_usage}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          {key.activations && key.activations.length > 0 && (
            <List size="sm" aria-label="Activations">
              {key.activations.map((activation) => (
                <List.Item
                  key={activation.id}
                >{`${activation.label} (since ${formatDateTime(activation.created_at)})`}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
