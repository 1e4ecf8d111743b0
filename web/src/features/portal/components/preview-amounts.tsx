import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { AmountRow } from "../../../components/amount-row";
import { QueryState } from "../../../components/query-state";
import { formatDateTime } from "../../../lib/format";
import { formatAmount } from "../../billing-products/lib/types";
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
  const money = (amount: number) => formatAmount(amount, preview.currency);
  return (
    <Stack gap={4} data-testid={`${testIdPrefix}-preview`}>
      <AmountRow label="New price" value={money(preview.new_amount)} testId={`${testIdPrefix}-new-amount`} />
      {preview.proration_amount !== 0 && (
        <AmountRow
          label={preview.proration_amount < 0 ? "Credit for unused time" : "Prorated charge"}
          value={money(preview.proration_amount)}
          testId={`${testIdPrefix}-proration`}
        />
      )}
      <AmountRow label="Due now" value={money(preview.due_now)} strong testId={`${testIdPrefix}-due-now`} />
      {preview.next_renewal_at && (
        <AmountRow
          label={`Next renewal (${formatDateTime(preview.next_renewal_at)})`}
          value={money(preview.next_renewal_amount)}
          testId={`${testIdPrefix}-next-renewal`}
        />
      )}
      <Text size="xs" c="dimmed">
        {note ??
          (preview.proration_behavior === "prorate"
            ? "The difference for the rest of this period is added to your next renewal."
            : "The difference for the rest of this period is charged now to your saved card.")}
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
  return (
    <QueryState
      isPending={preview.isPending}
      error={preview.error}
      onRetry={() => void preview.refetch()}
      loadingLabel="Computing the price"
      errorTitle="Could not preview the change"
    >
      {children}
    </QueryState>
  );
}
