import { Alert, Box, Group, NativeSelect, NavLink, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { type BillingSection, billingPath, organizationPath, paths } from "../../../lib/paths";
import { billingAbilitiesOf } from "../../../lib/permissions";
import { usePageTitle } from "../../../lib/use-page-title";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useMemberPermissions } from "../../organizations/hooks/use-member-permissions";
import { useOrganization } from "../../organizations/hooks/use-organizations";
import { BILLING_NAV, type BillingSectionEntry } from "../sections";

interface BillingPageProps {
  slug: string;
  section: BillingSection;
  item: string | undefined;
}

/** The billing area of an organization: a nav of sections beside the current one. */
export function BillingPage({ slug, section, item }: BillingPageProps) {
  const { t } = useTranslation("billing");
  const organization = useOrganization(slug);
  const permissions = useMemberPermissions(organization.data?.id);
  const entry = BILLING_NAV.find((s) => s.value === section) ?? BILLING_NAV[0];
  usePageTitle(
    t("page.documentTitle", {
      section: entry ? t(entry.label) : t("page.title"),
      organization: organization.data?.name ?? t("page.title"),
    }),
  );

  if (organization.error) {
    return (
      <Alert color="red" title={t("page.openError")} mt="md">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{organization.error.message}</Text>
          <Text size="sm">{t("page.openErrorHint")}</Text>
          <RouterLink to={paths.home}>{t("page.homeLink")}</RouterLink>
        </Stack>
      </Alert>
    );
  }

  return (
    <QueryState
      isPending={organization.isPending || (organization.data !== undefined && permissions.isPending)}
      error={permissions.error}
      onRetry={() => void permissions.refetch()}
      loadingLabel={t("page.loading")}
      errorTitle={t("page.loadError")}
    >
      {organization.data && permissions.data && entry && (
        <BillingArea
          billing={{
            organizationId: organization.data.id,
            slug: organization.data.slug,
            name: organization.data.name,
            can: billingAbilitiesOf(permissions.data.permissions),
            item,
          }}
          entry={entry}
        />
      )}
    </QueryState>
  );
}

/** The nav of the sections the viewer may read, beside the current one. */
function BillingArea({ billing, entry }: { billing: BillingContext; entry: BillingSectionEntry }) {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const visible = BILLING_NAV.filter((s) => s.resource === null || billing.can[s.resource].read);
  const readable = visible.includes(entry);
  // The area opens on its overview; whoever may not read it lands on the first section they may.
  const first = visible[0];
  if (!readable && entry.value === "overview" && first)
    return <Navigate to={billingPath(billing.slug, first.value)} replace />;
  const { Component } = entry;
  return (
    <Stack gap="lg" py="md">
      <Stack gap={2}>
        <Text size="sm">
          <RouterLink to={organizationPath(billing.slug)}>{billing.name}</RouterLink>
        </Text>
        <Title order={1}>{t("page.title")}</Title>
      </Stack>
      {/* On a phone the sections are a select above the section, not a column beside it. */}
      <NativeSelect
        hiddenFrom="sm"
        label={t("page.sectionSelect")}
        value={readable ? entry.value : ""}
        data={[
          ...(readable ? [] : [{ value: "", label: t(entry.label), disabled: true }]),
          ...visible.map((s) => ({ value: s.value, label: t(s.label) })),
        ]}
        onChange={(event) => navigate(billingPath(billing.slug, event.currentTarget.value as BillingSection))}
      />
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <Box component="nav" aria-label={t("page.sectionsNav")} w={200} visibleFrom="sm" style={{ flexShrink: 0 }}>
          {visible.map((s) => (
            <NavLink
              key={s.value}
              component={Link}
              to={billingPath(billing.slug, s.value)}
              label={t(s.label)}
              active={s.value === entry.value}
              aria-current={s.value === entry.value ? "page" : undefined}
            />
          ))}
        </Box>
        <Box component="section" aria-label={t(entry.label)} style={{ flex: 1, minWidth: 0 }}>
          {readable ? (
            <Component key={`${entry.value}/${billing.item ?? ""}`} billing={billing} />
          ) : (
            <Alert color="gray" title={t("page.notReadable")} data-testid="billing-section-not-readable">
              {t("page.notReadableHint")}
            </Alert>
          )}
        </Box>
      </Group>
    </Stack>
  );
}
