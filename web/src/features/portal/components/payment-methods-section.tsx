import { Group, Stack, Text } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { usePortalPaymentMethods } from "../hooks/use-portal-payment-methods";
import type { PortalAuth } from "../lib/portal-client";

const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card");

/** The cards saved by the customer's subscriptions (read-only: renewals charge them). */
export function PaymentMethodsSection({ auth }: { auth: PortalAuth }) {
  const methods = usePortalPaymentMethods(auth);
  return (
    <SectionCard
      title="Payment method"
      id="payment-method"
      aria-label="Payment method"
      description="The card your subscriptions renew with."
    >
      <QueryState
        isPending={methods.isPending}
        error={methods.error}
        onRetry={() => void methods.refetch()}
        loadingLabel="Loading your payment methods"
        errorTitle="Could not load your payment methods"
      >
        {methods.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No saved card.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {methods.data?.items.map((method) => (
              <Group component="li" key={method.id} gap="sm" data-testid="portal-payment-method">
                <Text size="sm" fw={600}>
                  {`${brandName(method.method_metadata.brand)} •••• ${method.method_metadata.last4}`}
                </Text>
                <Text size="sm" c="dimmed">
                  {`Expires ${String(method.method_metadata.exp_month).padStart(2, "0")}/${method.method_metadata.exp_year}`}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
