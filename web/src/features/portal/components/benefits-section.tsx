import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { i18n } from "../../../i18n/i18n";
import { formatDateTime } from "../../../lib/format";
import { usePortalBenefitGrants, usePortalDownloadables } from "../hooks/use-portal-benefits";
import { usePortalMembers } from "../hooks/use-portal-members";
import { usePortalUser } from "../hooks/use-portal-user";
import type { PortalAuth } from "../lib/portal-client";
import type { CustomerBenefitGrant, Downloadable } from "../lib/types";
import { LicenseKeyDetails } from "./license-key-details";

const TYPE_LABELS = {
  custom: "benefits.type.custom",
  license_keys: "benefits.type.licenseKeys",
  downloadables: "benefits.type.downloadables",
  github_repository: "benefits.type.githubRepository",
  discord: "benefits.type.discord",
  meter_credit: "benefits.type.meterCredit",
  feature_flag: "benefits.type.featureFlag",
} as const;

/** A benefit's kind; one this page does not know yet shows as the server names it. */
function typeLabel(type: string): string {
  return Object.hasOwn(TYPE_LABELS, type)
    ? i18n.t(TYPE_LABELS[type as keyof typeof TYPE_LABELS], { ns: "portal" })
    : type;
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function Downloads({
  benefitId,
  downloadables,
}: {
  benefitId: string;
  downloadables: { data?: { items: Downloadable[] }; isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  const files = downloadables.data?.items.filter((item) => item.benefit_id === benefitId) ?? [];
  const { t } = useTranslation("portal");
  return (
    <QueryState
      isPending={downloadables.isPending}
      error={downloadables.error}
      onRetry={() => void downloadables.refetch()}
      loadingLabel={t("benefits.loadingFiles")}
      errorTitle={t("benefits.loadFilesFailed")}
    >
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("benefits.noFiles")}
        </Text>
      ) : (
        <List size="sm" aria-label={t("benefits.files")}>
          {files.map((item) => (
            <List.Item key={item.id}>
              <Anchor href={item.file.download.url} download={item.file.name}>
                {t("benefits.download", { name: item.file.name })}
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
  const { t } = useTranslation("portal");
  if (grant.error) {
    return (
      <Alert color="red" title={t("benefits.grantFailed")}>
        {grant.error.message}
      </Alert>
    );
  }
  if (!grant.is_granted) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {grant.is_revoked ? t("benefits.revoked") : t("benefits.granting")}
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
          {t("benefits.grantedOn", { date: formatDateTime(grant.granted_at) })}
        </Text>
      );
  }
}

/**
 * Whose a team customer's grant is: the signed-in member's own ("Yours"), another member's (named
 * when the team's members are readable: owners and billing managers), or the team's (no badge).
 */
function useGrantHolder(auth: PortalAuth) {
  const user = usePortalUser(auth).data;
  const members = usePortalMembers(auth).data?.items ?? [];
  const { t } = useTranslation("portal");
  return {
    onlyOwn: user?.role === "member",
    holderOf: (grant: CustomerBenefitGrant): string | null => {
      if (!grant.member_id) return null;
      if (grant.member_id === user?.member_id) return t("benefits.yours");
      const member = members.find((item) => item.id === grant.member_id);
      return member ? t("benefits.forMember", { email: member.email }) : t("benefits.forTeamMember");
    },
  };
}

export function BenefitsSection({ auth }: { auth: PortalAuth }) {
  const grants = usePortalBenefitGrants(auth);
  const holder = useGrantHolder(auth);
  const items = (grants.data?.items ?? []).filter((grant) => !grant.is_revoked);
  const downloadables = usePortalDownloadables(
    auth,
    items.some((grant) => grant.is_granted && grant.benefit.type === "downloadables"),
  );
  const { t } = useTranslation("portal");
  return (
    <SectionCard
      title={t("benefits.title")}
      id="benefits"
      aria-label={t("benefits.title")}
      {...(holder.onlyOwn ? { description: t("benefits.memberNote") } : {})}
    >
      <QueryState
        isPending={grants.isPending}
        error={grants.error}
        onRetry={() => void grants.refetch()}
        loadingLabel={t("benefits.loading")}
        errorTitle={t("benefits.loadFailed")}
      >
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("benefits.empty")}
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
                      {typeLabel(grant.benefit.type)}
                    </Badge>
                    {holder.holderOf(grant) && (
                      <Badge variant="light" size="sm" data-testid="portal-benefit-holder">
                        {holder.holderOf(grant)}
                      </Badge>
                    )}
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
