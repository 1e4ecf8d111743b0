import { Badge } from "@mantine/core";
import type { WebhookEndpoint } from "../lib/types";

export function EnabledBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  return endpoint.enabled ? (
    <Badge color="teal" variant="light">
      Enabled
    </Badge>
  ) : (
    <Badge color="red" variant="filled">
      Disabled
    </Badge>
  );
}
