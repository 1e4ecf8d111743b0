import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type BillingResource, billingResources } from "../../../../../server/src/auth/roles/organization.ts";
import type { AccessScope } from "../lib/types";

/** Each billing resource's name in the billing-access-tokens catalog. */
const RESOURCE_LABELS = {
  organizations: "resources.organizations",
  organization_access_tokens: "resources.organizationAccessTokens",
  products: "resources.products",
  benefits: "resources.benefits",
  custom_fields: "resources.customFields",
  discounts: "resources.discounts",
  customers: "resources.customers",
  files: "resources.files",
  checkouts: "resources.checkouts",
  checkout_links: "resources.checkoutLinks",
  orders: "resources.orders",
  refunds: "resources.refunds",
  webhooks: "resources.webhooks",
  subscriptions: "resources.subscriptions",
  license_keys: "resources.licenseKeys",
  customer_sessions: "resources.customerSessions",
  meters: "resources.meters",
  events: "resources.events",
  customer_meters: "resources.customerMeters",
  payments: "resources.payments",
  metrics: "resources.metrics",
  disputes: "resources.disputes",
  customer_seats: "resources.customerSeats",
  members: "resources.members",
  wallets: "resources.wallets",
} as const satisfies Record<BillingResource, string>;

interface ScopesPickerProps {
  /** The scopes the viewer may give (what their roles allow), in the catalogue's order. */
  offered: readonly AccessScope[];
  value: AccessScope[];
  onChange: (value: AccessScope[]) => void;
  error?: React.ReactNode;
}

/**
 * Read and write per billing resource, offering only the scopes the viewer's roles allow: the
 * server refuses the others. A write scope reads too, but only as far as its creator may read.
 */
export function ScopesPicker({ offered, value, onChange, error }: ScopesPickerProps) {
  const { t } = useTranslation("billing-access-tokens");
  const selected = new Set(value);
  const offeredSet: ReadonlySet<string> = new Set(offered);
  const resources = billingResources.filter(
    (resource) => offeredSet.has(`${resource}:read`) || offeredSet.has(`${resource}:write`),
  );
  const toggle = (scope: AccessScope, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(scope);
    else next.delete(scope);
    onChange(offered.filter((s) => next.has(s)));
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby="scopes-heading">
      <Group justify="space-between">
        <Text size="sm" fw={500} id="scopes-heading">
          {t("scopes.heading")}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onChange(offered.filter((s) => s.endsWith(":read")))}
          >
            {t("scopes.readOnly")}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([...offered])}>
            {t("scopes.selectAll")}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([])}>
            {t("scopes.clear")}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {resources.map((resource) => (
          <Group key={resource} gap="md" wrap="nowrap">
            <Text size="sm" w={120}>
              {t(RESOURCE_LABELS[resource])}
            </Text>
            {offered
              .filter((scope) => scope.startsWith(`${resource}:`))
              .map((scope) => (
                <Checkbox
                  key={scope}
                  label={scope.endsWith(":read") ? t("scopes.read") : t("scopes.write")}
                  aria-label={scope}
                  checked={selected.has(scope)}
                  onChange={(event) => toggle(scope, event.currentTarget.checked)}
                />
              ))}
          </Group>
        ))}
      </SimpleGrid>
      {offered.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("scopes.none")}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
