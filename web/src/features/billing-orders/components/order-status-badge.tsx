import { Badge } from "@mantine/core";

const COLORS: Record<string, string> = {
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

/** An order's, a refund's or a dispute's status: `partially_refunded` → "partially refunded". */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={COLORS[status] ?? "gray"} data-testid="status-badge">
      {status.replace(/_/g, " ")}
    </Badge>
  );
}
