import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { AVAILABLE_SCOPES } from "../../../../../server/src/billing/access/available-scopes.ts";
import { BILLING_RESOURCES, type BillingResource } from "../../../lib/permissions";
import type { AccessScope } from "../lib/types";

const RESOURCE_LABELS: Record<BillingResource, string> = {
  organizations: "Organization",
  organization_access_tokens: "Access tokens",
  products: "Products",
  benefits: "Benefits",
  custom_fields: "Custom fields",
  discounts: "Discounts",
  customers: "Customers",
  files: "Files",
  checkouts: "Checkouts",
  checkout_links: "Checkout links",
  orders: "Orders",
  refunds: "Refunds",
  webhooks: "Webhooks",
  subscriptions: "Subscriptions",
  license_keys: "License keys",
  customer_sessions: "Customer sessions",
  meters: "Meters",
  events: "Events",
  customer_meters: "Customer meters",
  payments: "Payments",
  metrics: "Metrics",
  disputes: "Disputes",
  customer_seats: "Customer seats",
};

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
          Scopes
        </Text>
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onChange(ALL_SCOPES.filter((s) => s.endsWith(":read")))}
          >
            Read only
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([...ALL_SCOPES])}>
            Select all
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([])}>
            Clear
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {BILLING_RESOURCES.map((resource) => (
          <Group key={resource} gap="md" wrap="nowrap">
            <Text size="sm" w={120}>
              {RESOURCE_LABELS[resource]}
            </Text>
            {[`${resource}:read`, `${resource}:write`].filter(isAvailable).map((scope) => (
              <Checkbox
                key={scope}
                label={scope.endsWith(":read") ? "Read" : "Write"}
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
