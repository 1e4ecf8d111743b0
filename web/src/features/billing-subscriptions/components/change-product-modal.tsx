import { Button, Divider, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AmountRow } from "../../../components/amount-row";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { formatMoney } from "../../../i18n/format";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { useProducts } from "../../billing-products/hooks/use-products";
import { useSubscriptionUpdatePreview } from "../hooks/use-subscriptions";
import { PRORATION_BEHAVIORS, type ProrationBehavior, type Subscription } from "../lib/types";

const PRORATION_KEYS = {
  invoice: "proration.invoice",
  prorate: "proration.prorate",
} as const satisfies Record<ProrationBehavior, string>;

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
  const { t } = useTranslation("billing-subscriptions");
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
  const money = (amount: number) => formatMoney(amount, preview.data?.currency ?? subscription.currency);
  return (
    <Modal opened={opened} onClose={onClose} title={t("changeProduct.title")} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (productId) onConfirm(productId, proration || undefined);
        }}
      >
        <Stack>
          <Text size="sm">
            {t("changeProduct.description", {
              email: subscription.customer.email,
              product: subscription.product.name,
              interval: subscription.recurring_interval,
              count: subscription.recurring_interval_count,
            })}
          </Text>
          <NativeSelect
            label={t("changeProduct.newProduct")}
            value={productId}
            onChange={(event) => setProductId(event.currentTarget.value)}
            data={[
              {
                value: "",
                label: products.isPending ? t("changeProduct.loadingProducts") : t("changeProduct.pickProduct"),
              },
              ...choices.map((product) => ({ value: product.id, label: product.name })),
            ]}
            required
          />
          <NativeSelect
            label={t("changeProduct.prorationLabel")}
            value={proration}
            onChange={(event) => setProration(event.currentTarget.value as ProrationBehavior | "")}
            data={[
              { label: t("changeProduct.organizationDefault"), value: "" },
              ...PRORATION_BEHAVIORS.map((value) => ({ value, label: t(PRORATION_KEYS[value]) })),
            ]}
          />
          {productId && (
            <QueryState
              isPending={preview.isPending}
              error={preview.error}
              onRetry={() => void preview.refetch()}
              loadingLabel={t("changeProduct.loadingPreview")}
              errorTitle={t("changeProduct.previewError")}
            >
              {preview.data && (
                <Stack
                  gap={4}
                  aria-label={t("changeProduct.previewLabel")}
                  role="group"
                  data-testid="subscription-update-preview"
                >
                  <AmountRow
                    label={t("changeProduct.currentAmount")}
                    value={money(preview.data.current_amount)}
                    testId="preview-current-amount"
                  />
                  <AmountRow
                    label={t("changeProduct.newAmount")}
                    value={money(preview.data.new_amount)}
                    testId="preview-new-amount"
                  />
                  <AmountRow
                    label={t("changeProduct.proration")}
                    value={money(preview.data.proration_amount)}
                    testId="preview-proration"
                  />
                  {preview.data.tax_amount !== 0 && (
                    <AmountRow
                      label={t("changeProduct.tax")}
                      value={money(preview.data.tax_amount)}
                      testId="preview-tax"
                    />
                  )}
                  <Divider />
                  <AmountRow
                    label={t("changeProduct.dueNow")}
                    value={money(preview.data.due_now)}
                    testId="preview-due-now"
                    strong
                  />
                  <AmountRow
                    label={
                      preview.data.next_renewal_at
                        ? t("changeProduct.nextRenewalOn", { date: formatDateTime(preview.data.next_renewal_at) })
                        : t("changeProduct.nextRenewal")
                    }
                    value={money(preview.data.next_renewal_amount)}
                    testId="preview-next-renewal"
                  />
                </Stack>
              )}
            </QueryState>
          )}
          <FormAlert error={error ? { status: 0, message: messageOf(error) } : null} title={t("changeProduct.error")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("changeProduct.keep")}
            </Button>
            <Button type="submit" loading={loading} disabled={!productId || !preview.data}>
              {t("changeProduct.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
