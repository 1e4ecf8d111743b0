import { Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { describePrice, type ProductPrice, type RecurringInterval } from "../../billing-products/lib/types";
import { useOrganizationData } from "../hooks/use-portal-organizations";
import { useSubscriptionUpdatePreview, useUpdatePortalSubscription } from "../hooks/use-portal-subscriptions";
import type { PortalAuth } from "../lib/portal-client";
import type { CustomerSubscription } from "../lib/types";
import { PreviewAmounts, PreviewState } from "./preview-amounts";

const describeIn = (price: ProductPrice | undefined, interval: RecurringInterval | null) =>
  price ? describePrice(price, interval) : undefined;

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
  const { t } = useTranslation("portal");
  // A subscription keeps its currency: only plans priced in it (or free) are offered, shown at that price.
  const priceIn = <P extends { price_currency: string; is_archived: boolean; amount_type: string }>(product: {
    prices: P[];
  }) =>
    product.prices.find(
      (price) => !price.is_archived && (price.price_currency === subscription.currency || price.amount_type === "free"),
    );
  const choices = (data.data?.products ?? []).filter(
    (product) =>
      product.is_recurring && !product.is_archived && product.id !== subscription.product_id && priceIn(product),
  );
  return (
    <Modal opened onClose={onClose} title={t("subscriptions.changePlan")} centered size="lg">
      <Stack>
        <QueryState
          isPending={data.isPending}
          error={data.error}
          onRetry={() => void data.refetch()}
          loadingLabel={t("changePlan.loading")}
          errorTitle={t("changePlan.loadFailed")}
        >
          {choices.length === 0 ? (
            <Text size="sm">{t("changePlan.none")}</Text>
          ) : (
            <Radio.Group label={t("changePlan.newPlan")} value={productId} onChange={setProductId}>
              <Stack gap="xs" mt="xs">
                {choices.map((product) => (
                  <Radio
                    key={product.id}
                    value={product.id}
                    label={product.name}
                    description={describeIn(priceIn(product), product.recurring_interval)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </QueryState>
        {productId && (
          <PreviewState preview={preview}>{preview.data && <PreviewAmounts preview={preview.data} />}</PreviewState>
        )}
        <FormAlert
          error={update.error ? { status: 0, message: messageOf(update.error) } : null}
          title={t("changePlan.failed")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("changePlan.keep")}
          </Button>
          <Button
            disabled={!productId || !preview.data}
            loading={update.isPending}
            onClick={() =>
              productId &&
              update.mutate({ id: subscription.id, change: { kind: "product", productId } }, { onSuccess: onClose })
            }
          >
            {t("changePlan.switch")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
