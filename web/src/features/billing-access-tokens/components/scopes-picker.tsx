import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AVAILABLE_SCOPES } from "../../../../../server/src/billing/api-access/available-scopes.ts";
import { BILLING_RESOURCES, type BillingResource } from "../../../lib/permissions";
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
} as const satisfies Record<BillingResource, string>;

const AVAILABLE: ReadonlySet<string> = new Set(AVAILABLE_SCOPES);
/** A scope a token may be given (the server's list; customer sessions, say, have no read scope). */
const isAvailable = (scope: string): scope is AccessScope => AVAILABLE.has(scope);

/** Every `<resource>:read|write` scope Gatehouse enforces (Polar accepts more; they grant nothing here). */
export const ALL_SCOPES: AccessScope[] = BILLING_RESOURCES.flatMap((resource) => [
  `${resource}:read`,
  `${resource}:write`,
]).filter(isAvailable);

interface ScopesPickerProps {
  value: AccessScope[];
  onChange: (value: AccessScope[]) => void;
  error?: React.ReactNode;
}

/** Read and write per billing resource; write includes read on the server. */
export function ScopesPicker({ value, onChange, error }: ScopesPickerProps) {
  const { t } = useTranslation("billing-access-tokens");
  const selected = new Set(value);
  const toggle = (scope: AccessScope, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(scope);
    else next.delete(scope);
    onChange(ALL_SCOPES.filter((s) => next.has(s)));
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
            onClick={() => onChange(ALL_SCOPES.filter((s) => s.endsWith(":read")))}
          >
            {t("scopes.readOnly")}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([...ALL_SCOPES])}>
            {t("scopes.selectAll")}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([])}>
            {t("scopes.clear")}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {BILLING_RESOURCES.map((resource) => (
          <Group key={resource} gap="md" wrap="nowrap">
            <Text size="sm" w={120}>
              {t(RESOURCE_LABELS[resource])}
            </Text>
            {[`${resource}:read`, `${resource}:write`].filter(isAvailable).map((scope) => (
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
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
