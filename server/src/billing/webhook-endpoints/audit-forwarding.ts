import type { Kysely } from "kysely";
import type { AuditEntry } from "../../audit/schemas.ts";
import { toJsonColumn } from "../../db/json-column.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { newId } from "../../kit/ids.ts";
import { organizationIdsOf } from "../../membership/repository.ts";
import { insertEvent } from "../common/event-repository.ts";
import { enabledEndpointEvents } from "./audit-forwarding-repository.ts";

/**
 * The webhook event an organization's endpoint subscribes to for its audit log:
 * a Gatehouse type beside Polar's, its `data` the entry as the audit-log route shows it.
 */
export const AUDIT_WEBHOOK_EVENT = "audit_log.entry_created";

/**
 * A person's own actions, which belong to no organization: forwarded to every organization the
 * person is a member of (its security team watches its members' sign-ins and credentials).
 */
const PERSONAL_ACTIONS = new Set([
  "user.signed_in",
  "user.new_device_sign_in",
  "user.not_me_reported",
  "user.signed_out",
  "user.reauthenticated",
  "user.reauthentication_failed",
  "user.password_changed",
  "user.password_reset",
  "user.email_change_requested",
  "user.deletion_requested",
  "two_factor.setup_started",
  "two_factor.disabled",
  "passkey.added",
  "passkey.deleted",
  "session.revoked_all",
]);

async function organizationsOf(db: Kysely<DatabaseSchema>, entry: AuditEntry): Promise<string[]> {
  if (entry.organizationId) return [entry.organizationId];
  if (!PERSONAL_ACTIONS.has(entry.action) || entry.actor.type !== "user" || !entry.actor.id) return [];
  return organizationIdsOf(db, entry.actor.id);
}

/** Whether the organization has an enabled endpoint subscribed to its audit log. */
async function subscribed(db: Kysely<DatabaseSchema>, organizationId: string): Promise<boolean> {
  const eventLists = await enabledEndpointEvents(db, organizationId);
  return eventLists.some((events) => events.includes(`"${AUDIT_WEBHOOK_EVENT}"`));
}

/**
 * Puts an auth entry in the webhook outbox (`billing_event`) of each organization it concerns
 * that subscribed to `audit_log.entry_created`: delivered, signed and retried like any billing
 * event. Organizations without such an endpoint cost one query.
 */
export async function forwardToWebhooks(db: Kysely<DatabaseSchema>, entry: AuditEntry): Promise<void> {
  for (const organizationId of await organizationsOf(db, entry)) {
    if (!(await subscribed(db, organizationId))) continue;
    await insertEvent(db, {
      id: newId(),
      organization_id: organizationId,
      type: AUDIT_WEBHOOK_EVENT,
      payload: toJsonColumn({ type: AUDIT_WEBHOOK_EVENT, timestamp: entry.occurredAt, data: entry }),
      created_at: entry.occurredAt,
      dispatched_at: null,
      // No mail follows from an audit entry: the mail worker need not look at it.
      mailed_at: entry.occurredAt,
      request_id: entry.requestId,
    });
  }
}
