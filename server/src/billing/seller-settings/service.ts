import { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction } from "../../db/transaction.ts";
import { nowIso, toIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { recordEvent } from "../common/events.ts";
import { type PageRequest, toListResource } from "../common/pagination.ts";
import { OrganizationErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  customerEmailSettingsSchema,
  customerPortalSettingsSchema,
  featureSettingsSchema,
  notificationSettingsSchema,
  type OrganizationResource,
  socialLinkSchema,
  subscriptionSettingsSchema,
  type UpdateBody,
} from "./schemas.ts";

/** Gatehouse sells through its own payment processor; payouts belong to a later issue. */
const CAPABILITIES = {
  checkout_payments: true,
  subscription_renewals: true,
  payouts: false,
  refunds: true,
  api_access: true,
  dashboard_access: true,
};

type Settings = {
  socials: z.infer<typeof socialLinkSchema>[];
  feature_settings: z.infer<typeof featureSettingsSchema>;
  subscription_settings: z.infer<typeof subscriptionSettingsSchema>;
  notification_settings: z.infer<typeof notificationSettingsSchema>;
  customer_email_settings: z.infer<typeof customerEmailSettingsSchema>;
  customer_portal_settings: z.infer<typeof customerPortalSettingsSchema>;
  embed_hosts: string[];
};

/** A stored row's settings, or every default when the organization has no billing row yet. */
function settingsOf(row: repository.BillingRow | undefined): Settings {
  return {
    socials: fromJsonColumn(z.array(socialLinkSchema).default([]), row?.socials ?? null),
    feature_settings: fromJsonColumn(featureSettingsSchema.prefault({}), row?.feature_settings ?? null),
    subscription_settings: fromJsonColumn(subscriptionSettingsSchema.prefault({}), row?.subscription_settings ?? null),
    notification_settings: fromJsonColumn(notificationSettingsSchema.prefault({}), row?.notification_settings ?? null),
    customer_email_settings: fromJsonColumn(
      customerEmailSettingsSchema.prefault({}),
      row?.customer_email_settings ?? null,
    ),
    customer_portal_settings: fromJsonColumn(
      customerPortalSettingsSchema.prefault({}),
      row?.customer_portal_settings ?? null,
    ),
    embed_hosts: fromJsonColumn(z.array(z.string()).default([]), row?.embed_hosts ?? null),
  };
}

function toResource(
  identity: repository.IdentityRow,
  row: repository.BillingRow | undefined,
  ssoEnforced: boolean,
): OrganizationResource {
  const settings = settingsOf(row);
  return {
    created_at: toIso(identity.createdAt),
    modified_at: row?.modified_at ?? null,
    id: identity.id,
    name: identity.name,
    slug: identity.slug,
    avatar_url: identity.logo || null,
    proration_behavior: settings.subscription_settings.proration_behavior,
    allow_customer_updates: settings.subscription_settings.allow_customer_updates,
    email: row?.email ?? null,
    website: row?.website ?? null,
    socials: settings.socials,
    status: statusOf(row?.status),
    details_submitted_at: row?.details_submitted_at ?? null,
    // Polar asks a reviewed seller to resubmit their details; Gatehouse reviews no one.
    onboarding_resubmission_requested_at: null,
    sso_enforced: ssoEnforced,
    default_presentment_currency: row?.default_presentment_currency ?? "usd",
    default_tax_behavior: taxBehaviorOf(row?.default_tax_behavior),
    default_locale: row?.default_locale ?? null,
    feature_settings: settings.feature_settings,
    subscription_settings: settings.subscription_settings,
    notification_settings: settings.notification_settings,
    customer_email_settings: settings.customer_email_settings,
    customer_portal_settings: settings.customer_portal_settings,
    dispute_settings: { auto_accept_below_amount: null },
    embed_hosts: settings.embed_hosts,
    country: row?.country ?? null,
    account_id: null,
    payout_account_id: null,
    capabilities: CAPABILITIES,
  };
}

const statusOf = (value: string | undefined): OrganizationResource["status"] => {
  const parsed = z.enum(["created", "onboarding_started", "under_review", "denied", "active"]).safeParse(value);
  return parsed.success ? parsed.data : "created";
};
const taxBehaviorOf = (value: string | undefined): OrganizationResource["default_tax_behavior"] => {
  const parsed = z.enum(["location", "inclusive", "exclusive"]).safeParse(value);
  return parsed.success ? parsed.data : "location";
};

async function load(db: Executor, organizationId: string): Promise<OrganizationResource> {
  const identity = await repository.findIdentity(db, organizationId);
  if (!identity) throw OrganizationErrors.NOT_FOUND();
  return toResource(
    identity,
    await repository.findBilling(db, organizationId),
    await repository.hasMandatorySso(db, organizationId),
  );
}

export function get(db: Db, access: OrganizationScope): Promise<OrganizationResource> {
  return load(db, access.organizationId);
}

/**
 * The language of the organization's customers who have none of their own (its `default_locale`),
 * or null: then the buyer's browser decides, and after it the instance's DEFAULT_LOCALE.
 */
export async function customerDefaultLocale(db: Executor, organizationId: string): Promise<string | null> {
  return (await repository.findBilling(db, organizationId))?.default_locale ?? null;
}

/** The hosts allowed to embed the organization's checkout (none set: an empty list). */
export async function embedHosts(db: Executor, organizationId: string): Promise<string[]> {
  const row = await repository.findBilling(db, organizationId);
  return fromJsonColumn(z.array(z.string()).default([]), row?.embed_hosts ?? null);
}

/** Polar lists the caller's organizations; a caller acts on one organization, so this is it (filtered by slug). */
export async function list(
  db: Db,
  access: OrganizationAccess,
  filter: { slug?: string | undefined },
  page: PageRequest,
) {
  const organization = await load(db, access.organizationId);
  const matches = filter.slug === undefined || filter.slug === organization.slug ? [organization] : [];
  return toListResource(page.page === 1 ? matches : [], matches.length, page);
}

/** Applies an update and records organization.updated, in one transaction. */
export function update(db: Db, access: OrganizationAccess, body: UpdateBody): Promise<OrganizationResource> {
  return inTransaction(db, async (trx) => {
    const organizationId = access.organizationId;
    const identity = await repository.findIdentity(trx, organizationId);
    if (!identity) throw OrganizationErrors.NOT_FOUND();
    const row = await repository.findBilling(trx, organizationId);
    const current = settingsOf(row);
    await refuseUnsupported(trx, organizationId, body);
    const now = nowIso();
    await repository.updateIdentity(trx, organizationId, {
      ...(body.name == null ? {} : { name: body.name }),
      ...(body.avatar_url === undefined ? {} : { logo: body.avatar_url }),
    });
    await repository.upsertBilling(trx, organizationId, {
      email: body.email === undefined ? (row?.email ?? null) : body.email,
      website: body.website === undefined ? (row?.website ?? null) : body.website,
      socials: toJsonColumn(body.socials ?? current.socials),
      status: row?.status ?? "created",
      details_submitted_at: row?.details_submitted_at ?? null,
      default_presentment_currency: body.default_presentment_currency ?? row?.default_presentment_currency ?? "usd",
      default_tax_behavior: body.default_tax_behavior ?? row?.default_tax_behavior ?? "location",
      country: body.country === undefined ? (row?.country ?? null) : body.country,
      default_locale: body.default_locale === undefined ? (row?.default_locale ?? null) : body.default_locale,
      feature_settings: toJsonColumn({ ...current.feature_settings, ...body.feature_settings }),
      subscription_settings: toJsonColumn({ ...current.subscription_settings, ...body.subscription_settings }),
      notification_settings: toJsonColumn({ ...current.notification_settings, ...body.notification_settings }),
      customer_email_settings: toJsonColumn({ ...current.customer_email_settings, ...body.customer_email_settings }),
      customer_portal_settings: toJsonColumn(
        mergePortal(current.customer_portal_settings, body.customer_portal_settings),
      ),
      embed_hosts: toJsonColumn(body.embed_hosts ?? current.embed_hosts),
      created_at: now,
      modified_at: now,
    });
    const updated = await load(trx, organizationId);
    await recordEvent(trx, organizationId, "organization.updated", updated);
    return updated;
  });
}

/**
 * What Polar's update takes and Gatehouse does not do: auto-accepting disputes (403
 * DisputeAutoAcceptNotEnabled, as Polar answers without the feature) and switching mandatory SSO
 * here (it is a provider's setting in the organization's SSO settings, which also check the
 * domain and keep the owners' way back in): only the current value is accepted.
 */
async function refuseUnsupported(db: Executor, organizationId: string, body: UpdateBody): Promise<void> {
  if (body.dispute_settings?.auto_accept_below_amount != null)
    throw OrganizationErrors.DISPUTE_AUTO_ACCEPT_NOT_ENABLED();
  if (body.sso_enforced != null && body.sso_enforced !== (await repository.hasMandatorySso(db, organizationId)))
    throw OrganizationErrors.SSO_SETTINGS_ELSEWHERE();
}

function mergePortal(
  current: Settings["customer_portal_settings"],
  patch: UpdateBody["customer_portal_settings"],
): Settings["customer_portal_settings"] {
  if (!patch) return current;
  return {
    usage: { ...current.usage, ...patch.usage },
    subscription: { ...current.subscription, ...patch.subscription },
    customer: { ...current.customer, ...patch.customer },
  };
}
