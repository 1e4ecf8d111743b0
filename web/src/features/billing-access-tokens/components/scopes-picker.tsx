import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { BILLING_RESOURCES, type BillingResource } from "../../../lib/permissions";

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
};

/** Every `<resource>:read|write` scope Gatehouse enforces (Polar accepts more; they grant nothing here). */
export const ALL_SCOPES = BILLING_RESOURCES.flatMap((resource) => [`${resource}:read`, `${resource}:write`]);

interface ScopesPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: React.ReactNode;
}

/** Read and write per billing resource; write includes read on the server. */
export function ScopesPicker({ value, onChange, error }: ScopesPickerProps) {
  const selected = new Set(value);
  const toggle = (scope: string, checked: boolean) => {
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
            {(["read", "write"] as const).map((action) => {
              const scope = `${resource}:${action}`;
              return (
                <Checkbox
                  key={scope}
                  label={action === "read" ? "Read" : "Write"}
                  aria-label={scope}
                  checked={selected.has(scope)}
                  onChange={(event) => toggle(scope, event.currentTarget.checked)}
                />
              );
            })}
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
