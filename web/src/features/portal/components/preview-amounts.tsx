import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AmountRow } from "../../../components/amount-row";
import { QueryState } from "../../../components/query-state";
import { formatMoney } from "../../../i18n/format";
import { formatDateTime } from "../../../lib/format";
import type { SubscriptionUpdatePreview } from "../lib/types";

interface PreviewAmountsProps {
  preview: SubscriptionUpdatePreview;
  /** Test ids: `<prefix>-preview`, `<prefix>-due-now`, … */
  testIdPrefix?: string;
  /** Replaces the sentence on how the difference is paid. */
  note?: ReactNode;
}

/** What a subscription change costs: the new price, the proration, what is due now, the next renewal. */
export function PreviewAmounts({ preview, testIdPrefix = "portal-plan", note }: PreviewAmountsProps) {
  const { t } = useTranslation("portal");
  const money = (amount: number) => formatMoney(amount, preview.currency);
  return (
    <Stack gap={4} data-testid={`${testIdPrefix}-preview`}>
      <AmountRow
        label={t("preview.newPrice")}
        value={money(preview.new_amount)}
        testId={`${testIdPrefix}-new-amount`}
      />
      {preview.proration_amount !== 0 && (
        <AmountRow
          label={preview.proration_amount < 0 ? t("preview.credit") : t("preview.proratedCharge")}
          value={money(preview.proration_amount)}
          testId={`${testIdPrefix}-proration`}
        />
      )}
      <AmountRow label={t("preview.dueNow")} value={money(preview.due_now)} strong testId={`${testIdPrefix}-due-now`} />
      {preview.next_renewal_at && (
        <AmountRow
          label={t("preview.nextRenewal", { date: formatDateTime(preview.next_renewal_at) })}
          value={money(preview.next_renewal_amount)}
          testId={`${testIdPrefix}-next-renewal`}
        />
      )}
      <Text size="xs" c="dimmed">
        {note ?? (preview.proration_behavior === "prorate" ? t("preview.addedToRenewal") : t("preview.chargedNow"))}
      </Text>
    </Stack>
  );
}

/** A change's price preview (plan or seats) while it is computed, or why it could not be. */
export function PreviewState({
  preview,
  children,
}: {
  preview: { isPending: boolean; error: unknown; refetch(): unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation("portal");
  return (
    <QueryState
      isPending={preview.isPending}
      error={preview.error}
      onRetry={() => void preview.refetch()}
      loadingLabel={t("preview.loading")}
      errorTitle={t("preview.failed")}
    >
      {children}
    </QueryState>
  );
}
