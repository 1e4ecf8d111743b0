import { Badge, Button, Code, CopyButton, Group, List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { i18n } from "../../../i18n/i18n";
import { formatDateTime } from "../../../lib/format";
import type { V1Schemas } from "../../billing-kit/lib/v1-api";
import { usePortalLicenseKey } from "../hooks/use-portal-benefits";
import type { PortalAuth } from "../lib/portal-client";

const STATUS_LABELS = {
  granted: "licenseKey.status.granted",
  revoked: "licenseKey.status.revoked",
  disabled: "licenseKey.status.disabled",
} as const;

/** The key's status badge; a status this page does not know yet shows as the server names it. */
function statusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status)
    ? i18n.t(STATUS_LABELS[status as keyof typeof STATUS_LABELS], { ns: "portal" })
    : status;
}

/** "Expires Dec 24, 2026, 10:00 AM · 1 of 3 activations · Usage 4 of 10". */
function limitsLine(key: V1Schemas["LicenseKeyWithActivations"]): string {
  return [
    key.expires_at
      ? i18n.t("portal:licenseKey.expires", { date: formatDateTime(key.expires_at) })
      : i18n.t("portal:licenseKey.neverExpires"),
    key.limit_activations !== null
      ? i18n.t("portal:licenseKey.activationCount", {
          count: key.activations?.length ?? 0,
          limit: key.limit_activations,
        })
      : null,
    key.limit_usage !== null ? i18n.t("portal:licenseKey.usage", { usage: key.usage, limit: key.limit_usage }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

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
  const { t } = useTranslation("portal");
  return (
    <QueryState
      isPending={licenseKey.isPending}
      error={licenseKey.error}
      onRetry={() => void licenseKey.refetch()}
      loadingLabel={t("licenseKey.loading")}
      errorTitle={displayKey ? t("licenseKey.loadFailedNamed", { key: displayKey }) : t("licenseKey.loadFailed")}
    >
      {key && (
        <Stack gap="xs">
          <Group gap="sm">
            <Code data-testid="portal-license-key" aria-label={t("licenseKey.label")}>
              {key.key}
            </Code>
            <CopyButton value={key.key}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="light" onClick={copy}>
                  {copied ? t("licenseKey.copied") : t("licenseKey.copy")}
                </Button>
              )}
            </CopyButton>
            <Badge variant="light" color={key.status === "granted" ? "teal" : "gray"}>
              {statusLabel(key.status)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {limitsLine(key)}
          </Text>
          {key.activations && key.activations.length > 0 && (
            <List size="sm" aria-label={t("licenseKey.activations")}>
              {key.activations.map((activation) => (
                <List.Item key={activation.id}>
                  {t("licenseKey.activation", {
                    label: activation.label,
                    date: formatDateTime(activation.created_at),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
