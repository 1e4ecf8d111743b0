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
};

/** An order's or a refund's status: `partially_refunded` → "partially refunded". */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={COLORS[status] ?? "gray"} data-testid="status-badge">
      {status.replace(/_/g, " ")}
    </Badge>
  );
}
