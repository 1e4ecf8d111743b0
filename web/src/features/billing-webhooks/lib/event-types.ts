import { i18n } from "../../../i18n/i18n";
import type { WebhookEventType } from "./types";

/** The event types Gatehouse sends (its billing events and audit log), grouped by resource for the picker. */
export const WEBHOOK_EVENT_TYPES = [
  "benefit.created",
  "benefit.updated",
  "benefit_grant.created",
  "benefit_grant.updated",
  "benefit_grant.revoked",
  "benefit_grant.cycled",
  "checkout.created",
  "checkout.updated",
  "customer.created",
  "customer.updated",
  "customer.deleted",
  "customer.state_changed",
  "order.created",
  "order.updated",
  "order.paid",
  "order.refunded",
  "organization.updated",
  "product.created",
  "product.updated",
  "refund.created",
  "refund.updated",
  "subscription.created",
  "subscription.active",
  "subscription.updated",
  "subscription.canceled",
  "subscription.uncanceled",
  "subscription.revoked",
  "subscription.paused",
  "subscription.resumed",
  // The organization's audit log, entry by entry (sign-ins, membership, SSO, SCIM…).
  "audit_log.entry_created",
] as const satisfies readonly WebhookEventType[];

const SENT: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

/** A picked value as an event type this picker offers. */
export const isWebhookEventType = (value: string): value is WebhookEventType => SENT.has(value);

/** Mantine MultiSelect groups: `customer.created` under "customer". */
export function eventTypeGroups(): { group: string; items: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const type of WEBHOOK_EVENT_TYPES) {
    const group = type.split(".")[0] ?? type;
    groups.set(group, [...(groups.get(group) ?? []), type]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** http or https with a host: what the server accepts. */
export function webhookUrlError(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname) return null;
  } catch {
    // falls through
  }
  return i18n.t("billing-webhooks:validation.url");
}
