import { Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { AmountRow } from "../../../components/amount-row";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { describePrice, formatAmount } from "../../billing-products/lib/types";
import { useOrganizationData } from "../hooks/use-portal-organizations";
import { useSubscriptionUpdatePreview, useUpdatePortalSubscription } from "../hooks/use-portal-subscriptions";
import type { PortalAuth } from "../lib/portal-client";
import type { CustomerSubscription, SubscriptionUpdatePreview } from "../lib/types";

function PreviewAmounts({ preview }: { preview: SubscriptionUpdatePreview }) {
  const money = (amount: number) => formatAmount(amount, preview.currency);
  return (
    <Stack gap={4} data-testid="portal-plan-preview">
      <AmountRow label="New price" value={money(preview.new_amount)} testId="portal-plan-new-amount" />
      {preview.proration_amount !== 0 && (
        <AmountRow
          label={preview.proration_amount < 0 ? "Credit for unused time" : "Prorated charge"}
          value={money(preview.proration_amount)}
          testId="portal-plan-proration"
        />
      )}
      <AmountRow label="Due now" value={money(preview.due_now)} strong testId="portal-plan-due-now" />
      <AmountRow
        label={`Next renewal (${formatDateTime(preview.next_renewal_at)})`}
        value={money(preview.next_renewal_amount)}
        testId="portal-plan-next-renewal"
      />
      <Text size="xs" c="dimmed">
        {preview.proration_behavior === "prorate"
          ? "The difference for the rest of this period is added to your next renewal."
          : "The difference for the rest of this period is charged now to your saved card."}
      </Text>
    </Stack>
  );
}

/** Switch to another recurring product of the organization: pick, see the preview (contract C1), confirm. */
export function ChangePlanModal({
  auth,
  subscription,
  onClose,
}: {
  auth: PortalAuth;
  subscription: CustomerSubscription;
  onClose: () => void;
}) {
  const data = useOrganizationData(subscription.product.organization.slug);
  const [productId, setProductId] = useState<string | null>(null);
  const preview = useSubscriptionUpdatePreview(auth, subscription.id, productId);
  const update = useUpdatePortalSubscription(auth);
  const choices = (data.data?.products ?? []).filter(
    (product) => product.is_recurring && !product.is_archived && product.id !== subscription.product_id,
  );
  return (
    <Modal opened onClose={onClose} title="Change plan" centered size="lg">
      <Stack>
        <QueryState
          isPending={data.isPending}
          error={data.error}
          onRetry={() => void data.refetch()}
          loadingLabel="Loading the plans"
          errorTitle="Could not load the plans"
        >
          {choices.length === 0 ? (
            <Text size="sm">There is no other plan to switch to.</Text>
          ) : (
            <Radio.Group label="New plan" value={productId} onChange={setProductId}>
              <Stack gap="xs" mt="xs">
                {choices.map((product) => (
                  <Radio
                    key={product.id}
                    value={product.id}
                    label={product.name}
                    description={
                      product.prices[0] ? describePrice(product.prices[0], product.recurring_interval) : undefined
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </QueryState>
        {productId && (
          <QueryState
            isPending={preview.isPending}
            error={preview.error}
            onRetry={() => void preview.refetch()}
            loadingLabel="Computing the price"
            errorTitle="Could not preview the change"
          >
            {preview.data && <PreviewAmounts preview={preview.data} />}
          </QueryState>
        )}
        <FormAlert
          error={update.error ? { status: 0, message: messageOf(update.error) } : null}
          title="Could not change the plan"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep current plan
          </Button>
          <Button
            disabled={!productId || !preview.data}
            loading={update.isPending}
            onClick={() =>
              productId &&
              update.mutate({ id: subscription.id, change: { kind: "product", productId } }, { onSuccess: onClose })
            }
          >
            Switch plan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
