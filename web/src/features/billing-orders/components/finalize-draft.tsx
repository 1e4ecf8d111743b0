import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { formatMoney } from "../../../i18n/format";
import { notifySuccess } from "../../../lib/notify";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useFinalizeOrder } from "../hooks/use-orders";
import type { Order } from "../lib/types";

/** A draft order's "Finalize": charges the customer's default card; a decline keeps the draft and says why. */
export function FinalizeDraftButton({ billing, order }: { billing: BillingContext; order: Order }) {
  const { t } = useTranslation("billing-orders");
  const [confirming, setConfirming] = useState(false);
  const finalize = useFinalizeOrder(billing.organizationId);
  return (
    <>
      <Button
        onClick={() => {
          finalize.reset();
          setConfirming(true);
        }}
      >
        {t("finalize.open")}
      </Button>
      <ConfirmActionModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("finalize.title")}
        description={t("finalize.description", { amount: formatMoney(order.total_amount, order.currency) })}
        confirmLabel={t("finalize.confirm")}
        color="blue"
        loading={finalize.isPending}
        error={finalize.error}
        errorTitle={t("finalize.error")}
        onConfirm={() =>
          finalize.mutate(order.id, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(t("finalize.done"), t("finalize.doneMessage"));
            },
          })
        }
      />
    </>
  );
}
