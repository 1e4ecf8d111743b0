import { Button, Divider, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { AmountRow } from "../../../components/amount-row";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { useProducts } from "../../billing-products/hooks/use-products";
import { formatAmount } from "../../billing-products/lib/types";
import { useSubscriptionUpdatePreview } from "../hooks/use-subscriptions";
import { PRORATION_BEHAVIORS, type ProrationBehavior, type Subscription } from "../lib/types";

const PRORATION_LABELS: Record<ProrationBehavior, string> = {
  invoice: "Invoice the difference now",
  prorate: "Add the difference to the next invoice",
};

interface ChangeProductModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string;
  subscription: Subscription;
  loading: boolean;
  error: unknown;
  onConfirm: (productId: string, proration: ProrationBehavior | undefined) => void;
}

/** Pick another recurring product and how to bill the change; the server's preview shows the amounts before anything changes. */
export function ChangeProductModal({
  opened,
  onClose,
  organizationId,
  subscription,
  loading,
  error,
  onConfirm,
}: ChangeProductModalProps) {
  const [productId, setProductId] = useState("");
  const [proration, setProration] = useState<ProrationBehavior | "">("");
  const products = useProducts(organizationId, { archived: false, recurring: true, query: "", page: 1, limit: 100 });
  // The server only switches between products renewing on the same interval.
  const choices = (products.data?.items ?? []).filter(
    (product) =>
      product.id !== subscription.product_id &&
      product.recurring_interval === subscription.recurring_interval &&
      (product.recurring_interval_count ?? 1) === subscription.recurring_interval_count,
  );
  const preview = useSubscriptionUpdatePreview(organizationId, subscription.id, opened ? productId : "", proration);
  const money = (amount: number) => formatAmount(amount, preview.data?.currency ?? subscription.currency);
  return (
    <Modal opened={opened} onClose={onClose} title="Change the product?" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (productId) onConfirm(productId, proration || undefined);
        }}
      >
        <Stack>
          <Text size="sm">
            {subscription.customer.email} moves from {subscription.product.name} to another product now; the current
            period keeps its dates. Only products renewing every{" "}
            {subscription.recurring_interval_count > 1
              ? `${subscription.recurring_interval_count} ${subscription.recurring_interval}s`
              : subscription.recurring_interval}{" "}
            are offered.
          </Text>
          <NativeSelect
            label="New product"
            value={productId}
            onChange={(event) => setProductId(event.currentTarget.value)}
            data={[
              { value: "", label: products.isPending ? "Loading…" : "Pick a product" },
              ...choices.map((product) => ({ value: product.id, label: product.name })),
            ]}
            required
          />
          <NativeSelect
            label="Billing of the change"
            value={proration}
            onChange={(event) => setProration(event.currentTarget.value as ProrationBehavior | "")}
            data={[
              { value: "", label: "The organization's default" },
              ...PRORATION_BEHAVIORS.map((value) => ({ value, label: PRORATION_LABELS[value] })),
            ]}
          />
          {productId && (
            <QueryState
              isPending={preview.isPending}
              error={preview.error}
              onRetry={() => void preview.refetch()}
              loadingLabel="Loading the preview"
              errorTitle="Could not preview the change"
            >
              {preview.data && (
                <Stack
                  gap={4}
                  aria-label="Preview of the change"
                  role="group"
                  data-testid="subscription-update-preview"
                >
                  <AmountRow
                    label="Current amount"
                    value={money(preview.data.current_amount)}
                    testId="preview-current-amount"
                  />
                  <AmountRow label="New amount" value={money(preview.data.new_amount)} testId="preview-new-amount" />
                  <AmountRow
                    label="Proration"
                    value={money(preview.data.proration_amount)}
                    testId="preview-proration"
                  />
                  {preview.data.tax_amount !== 0 && (
                    <AmountRow label="Tax" value={money(preview.data.tax_amount)} testId="preview-tax" />
                  )}
                  <Divider />
                  <AmountRow label="Due now" value={money(preview.data.due_now)} testId="preview-due-now" strong />
                  <AmountRow
                    label={
                      preview.data.next_renewal_at
                        ? `Next renewal (${formatDateTime(preview.data.next_renewal_at)})`
                        : "Next renewal"
                    }
                    value={money(preview.data.next_renewal_amount)}
                    testId="preview-next-renewal"
                  />
                </Stack>
              )}
            </QueryState>
          )}
          <FormAlert
            error={error ? { status: 0, message: messageOf(error) } : null}
            title="Could not change the product"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep
            </Button>
            <Button type="submit" loading={loading} disabled={!productId || !preview.data}>
              Change product
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
