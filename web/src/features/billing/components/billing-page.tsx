import { Alert, Box, Group, NativeSelect, NavLink, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import type { AuthSession } from "../../../lib/auth-client";
import { type BillingSection, billingPath, organizationPath, paths } from "../../../lib/paths";
import { billingAbilitiesOf } from "../../../lib/permissions";
import { usePageTitle } from "../../../lib/use-page-title";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useOrganization } from "../../organizations/hooks/use-organizations";
import { viewerOf } from "../../organizations/lib/viewer";
import { BILLING_NAV } from "../sections";

interface BillingPageProps {
  slug: string;
  section: BillingSection;
  item: string | undefined;
  session: AuthSession;
}

/** The billing area of an organization: a nav of sections beside the current one. */
export function BillingPage({ slug, section, item, session }: BillingPageProps) {
  const { t } = useTranslation("billing");
  const organization = useOrganization(slug);
  const navigate = useNavigate();
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
      isPending={organization.isPending}
      error={null}
      loadingLabel={t("page.loading")}
      errorTitle={t("page.loadError")}
    >
      {organization.data &&
        entry &&
        (() => {
          const viewer = viewerOf(organization.data, session.user.id);
          const billing: BillingContext = {
            organizationId: organization.data.id,
            slug: organization.data.slug,
            name: organization.data.name,
            can: billingAbilitiesOf(viewer.roles),
            item,
          };
          const { Component } = entry;
          const visible = BILLING_NAV.filter((s) => s.resource === null || billing.can[s.resource].read);
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
                value={entry.value}
                data={visible.map((s) => ({ value: s.value, label: t(s.label) }))}
                onChange={(event) => navigate(billingPath(billing.slug, event.currentTarget.value as BillingSection))}
              />
              <Group align="flex-start" wrap="nowrap" gap="xl">
                <Box
                  component="nav"
                  aria-label={t("page.sectionsNav")}
                  w={200}
                  visibleFrom="sm"
                  style={{ flexShrink: 0 }}
                >
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
                  <Component key={`${entry.value}/${item ?? ""}`} billing={billing} />
                </Box>
              </Group>
            </Stack>
          );
        })()}
    </QueryState>
  );
}
