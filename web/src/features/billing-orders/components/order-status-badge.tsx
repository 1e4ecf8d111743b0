import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  draft: "blue",
  paid: "teal",
  pending: "yellow",
  refunded: "gray",
  partially_refunded: "orange",
  void: "red",
  succeeded: "teal",
  failed: "red",
  canceled: "gray",
  // disputes
  needs_response: "red",
  under_review: "orange",
  early_warning: "yellow",
  won: "teal",
  lost: "red",
  prevented: "gray",
};

const STATUS_KEYS = {
  draft: "status.draft",
  paid: "status.paid",
  pending: "status.pending",
  refunded: "status.refunded",
  partially_refunded: "status.partiallyRefunded",
  void: "status.void",
  succeeded: "status.succeeded",
  failed: "status.failed",
  canceled: "status.canceled",
  needs_response: "status.needsResponse",
  under_review: "status.underReview",
  early_warning: "status.earlyWarning",
  won: "status.won",
  lost: "status.lost",
  prevented: "status.prevented",
} as const;

type KnownStatus = keyof typeof STATUS_KEYS;

const isKnown = (status: string): status is KnownStatus => Object.hasOwn(STATUS_KEYS, status);

/** An order's, a refund's or a dispute's status as read out; one unknown to this build as sent, underscores as spaces. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation("billing-orders");
  return (status) => (isKnown(status) ? t(STATUS_KEYS[status]) : status.replace(/_/g, " "));
}

/** An order's, a refund's or a dispute's status: `partially_refunded` → "partially refunded". */
export function StatusBadge({ status }: { status: string }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge variant="light" color={COLORS[status] ?? "gray"} data-testid="status-badge">
      {statusLabel(status)}
    </Badge>
  );
}
