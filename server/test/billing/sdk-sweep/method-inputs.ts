import type { models, Polar } from "@polar-sh/sdk/2026-10";
import { partsOf, pngBytes, putPart, sha256Base64 } from "../../helpers/billing-files.ts";
import type { Seed } from "./seed.ts";

/**
 * THE table of inputs: for every SDK method, how this sweep calls it, with the seeded ids.
 * Typed against the 2026-10 client (the three versions' signatures are the same), so the
 * compiler checks every argument. Calls run in this order: reads first, then writes, then
 * what deletes, revokes or cancels (after everything that needs the object alive).
 */

export type CallContext = {
  seed: Seed;
  /**
   * The id of what an earlier call in this run made (its answer's `id`); when that call failed,
   * an id of nothing, so that this method is still called (and answers 404).
   */
  made: (method: string) => string;
  /** What an earlier call in this run answered (undefined when it failed). */
  answer: (method: string) => unknown;
  /** The token of the latest seat invitation mailed to `email`, once `sent` invitations were mailed. */
  seatInvitationToken: (email: string, sent: number) => Promise<string>;
  /** The code of the latest email-change mail sent to `email`. */
  emailUpdateToken: (email: string) => Promise<string>;
  /** A portal client of another customer session (a team's member). */
  portalAs: (customerSession: string) => Polar;
};

export type MethodCall = (polar: Polar, context: CallContext) => Promise<unknown> | AsyncIterable<unknown>;

const JANUARY = { start_date: "2026-01-01", end_date: "2026-01-31", interval: "day" } as const;
const QUANTITIES = {
  start_timestamp: "2026-01-01T00:00:00Z",
  end_timestamp: "2026-12-31T23:59:59Z",
  interval: "month",
} as const;
const page = { limit: 5 };
const LOGO = pngBytes("sweep logo");

export const METHOD_INPUTS: Record<string, MethodCall> = {
  // Organizations
  "organizations.list": (p) => p.organizations.list(page),
  "organizations.iterList": (p) => p.organizations.iterList(page),
  "organizations.get": (p, { seed }) => p.organizations.get(seed.organizationId),
  "organizations.update": (p, { seed }) =>
    p.organizations.update(seed.organizationId, { name: "Sweep Labs", website: "https://sweep.example.com" }),
  "organizations.create": (p, { seed }) =>
    p.organizations.create({ name: "Sweep Labs EU", slug: `${seed.organizationSlug}-eu` }),

  // Products
  "products.list": (p, { seed }) => p.products.list({ organization_id: seed.organizationId, ...page }),
  "products.iterList": (p) => p.products.iterList({ is_archived: false, ...page }),
  "products.get": (p, { seed }) => p.products.get(seed.productIds.metered),
  "products.create": (p) =>
    p.products.create({
      name: "Sticker pack",
      description: "Five vinyl stickers",
      prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }],
      metadata: { sku: "STK-5" },
    }),
  "products.update": (p, { made }) => p.products.update(made("products.create"), { description: "Six vinyl stickers" }),
  "products.updateBenefits": (p, { seed, made }) =>
    p.products.updateBenefits(made("products.create"), { benefits: [seed.benefitIds.custom] }),

  // Benefits and grants
  "benefits.list": (p) => p.benefits.list(page),
  "benefits.iterList": (p) => p.benefits.iterList({ type: "license_keys", ...page }),
  "benefits.get": (p, { seed }) => p.benefits.get(seed.benefitIds.licenseKeys),
  "benefits.grants": (p, { seed }) => p.benefits.grants(seed.benefitIds.licenseKeys, { is_granted: true }),
  "benefits.iterGrants": (p, { seed }) => p.benefits.iterGrants(seed.benefitIds.custom),
  "benefits.files": (p, { seed }) => p.benefits.files(seed.benefitIds.downloadables),
  "benefits.iterFiles": (p, { seed }) => p.benefits.iterFiles(seed.benefitIds.downloadables),
  "benefits.create": (p) =>
    p.benefits.create({ type: "custom", description: "Onboarding call", properties: { note: "Book a slot" } }),
  "benefits.update": (p, { made }) =>
    p.benefits.update(made("benefits.create"), { type: "custom", description: "Onboarding call (1 hour)" }),
  "benefitGrants.list": (p, { seed }) => p.benefitGrants.list({ customer_id: seed.customer.id, ...page }),
  "benefitGrants.iterList": (p) => p.benefitGrants.iterList({ is_granted: true, ...page }),

  // Discounts
  "discounts.list": (p) => p.discounts.list(page),
  "discounts.iterList": (p) => p.discounts.iterList({ query: "Launch" }),
  "discounts.get": (p, { seed }) => p.discounts.get(seed.discountId),
  "discounts.create": (p, { seed }) =>
    p.discounts.create({
      name: "Annual thanks",
      type: "fixed",
      amount: 500,
      currency: "usd",
      duration: "repeating",
      duration_in_months: 3,
      products: [seed.productIds.monthly],
    }),
  "discounts.update": (p, { made }) => p.discounts.update(made("discounts.create"), { name: "Annual thank-you" }),

  // Customers and their members
  "customers.list": (p) => p.customers.list({ email: "ada", ...page }),
  "customers.iterList": (p) => p.customers.iterList(page),
  "customers.get": (p, { seed }) => p.customers.get(seed.customer.id),
  "customers.getExternal": (p, { seed }) => p.customers.getExternal(seed.customer.externalId),
  "customers.getState": (p, { seed }) => p.customers.getState(seed.customer.id),
  "customers.getStateExternal": (p, { seed }) => p.customers.getStateExternal(seed.customer.externalId),
  "customers.export": (p) => p.customers.export(),
  "customers.listPaymentMethods": (p, { seed }) => p.customers.listPaymentMethods(seed.customer.id),
  "customers.iterListPaymentMethods": (p, { seed }) => p.customers.iterListPaymentMethods(seed.customer.id),
  "customers.listPaymentMethodsExternal": (p, { seed }) =>
    p.customers.listPaymentMethodsExternal(seed.customer.externalId),
  "customers.iterListPaymentMethodsExternal": (p, { seed }) =>
    p.customers.iterListPaymentMethodsExternal(seed.customer.externalId),
  "customers.create": (p, { seed }) =>
    p.customers.create({
      email: `grace-${seed.organizationSlug}@example.com`,
      name: "Grace Hopper",
      external_id: `grace-${seed.organizationSlug}`,
      billing_address: { country: "US", state: "NY", line1: "1 Main St", city: "New York", postal_code: "10001" },
      metadata: { plan: "team" },
    }),
  "customers.update": (p, { seed }) => p.customers.update(seed.customer.id, { name: "Ada King" }),
  "customers.updateExternal": (p, { seed }) =>
    p.customers.updateExternal(seed.customer.externalId, { metadata: { tier: "gold" } }),
  "customers.members.list": (p, { seed }) => p.customers.members.list(seed.team.id),
  "customers.members.iterList": (p, { seed }) => p.customers.members.iterList(seed.team.id),
  "customers.members.listExternal": (p, { seed }) => p.customers.members.listExternal(seed.team.externalId),
  "customers.members.iterListExternal": (p, { seed }) => p.customers.members.iterListExternal(seed.team.externalId),
  "customers.members.create": (p, { seed }) =>
    p.customers.members.create(seed.team.id, {
      email: `lin-${seed.organizationSlug}@example.com`,
      name: "Lin",
      external_id: `lin-${seed.organizationSlug}`,
    }),
  "customers.members.createExternal": (p, { seed }) =>
    p.customers.members.createExternal(seed.team.externalId, {
      email: `kai-${seed.organizationSlug}@example.com`,
      name: "Kai",
      external_id: `kai-${seed.organizationSlug}`,
    }),
  "customers.members.get": (p, { seed, made }) =>
    p.customers.members.get(seed.team.id, made("customers.members.create")),
  "customers.members.getExternal": (p, { seed }) =>
    p.customers.members.getExternal(seed.team.externalId, `kai-${seed.organizationSlug}`),
  "customers.members.update": (p, { seed, made }) =>
    p.customers.members.update(seed.team.id, made("customers.members.create"), { name: "Lin Wu" }),
  "customers.members.updateExternal": (p, { seed }) =>
    p.customers.members.updateExternal(seed.team.externalId, `kai-${seed.organizationSlug}`, { name: "Kai Li" }),

  // Customer sessions
  "customerSessions.create": (p, { seed }) =>
    p.customerSessions.create({ external_customer_id: seed.customer.externalId }),

  // Checkouts and checkout links
  "checkouts.list": (p, { seed }) => p.checkouts.list({ product_id: seed.productIds.monthly, ...page }),
  "checkouts.iterList": (p) => p.checkouts.iterList({ status: "open", ...page }),
  "checkouts.get": (p, { seed }) => p.checkouts.get(seed.checkout.id),
  "checkouts.create": (p, { seed }) =>
    p.checkouts.create({ products: [seed.productIds.oneTime], customer_email: "lead@example.com" }),
  "checkouts.update": (p, { seed }) =>
    p.checkouts.update(seed.checkout.id, { customer_name: "Lead Prospect", metadata: { source: "pricing" } }),
  "checkouts.clientGet": (p, { seed }) => p.checkouts.clientGet(seed.checkout.clientSecret),
  "checkouts.clientUpdate": (p, { seed }) =>
    p.checkouts.clientUpdate(seed.checkout.clientSecret, { customer_email: "prospect@example.com" }),
  "checkouts.clientConfirm": (p, { seed }) =>
    p.checkouts.clientConfirm(seed.checkout.clientSecret, {
      customer_email: "prospect@example.com",
      customer_billing_address: {
        country: "US",
        state: "NY",
        line1: "1 Main St",
        city: "New York",
        postal_code: "10001",
      },
      confirmation_token_id: "pm_card_visa",
    }),
  "checkoutLinks.list": (p) => p.checkoutLinks.list(page),
  "checkoutLinks.iterList": (p) => p.checkoutLinks.iterList(page),
  "checkoutLinks.get": (p, { seed }) => p.checkoutLinks.get(seed.checkoutLinkId),
  "checkoutLinks.create": (p, { seed }) =>
    p.checkoutLinks.create({ payment_processor: "stripe", products: [seed.productIds.seats], label: "Team signup" }),
  "checkoutLinks.update": (p, { made }) => p.checkoutLinks.update(made("checkoutLinks.create"), { label: "Teams" }),

  // Custom fields
  "customFields.list": (p) => p.customFields.list(page),
  "customFields.iterList": (p) => p.customFields.iterList({ type: "text" }),
  "customFields.get": (p, { seed }) => p.customFields.get(seed.customFieldId),
  "customFields.create": (p) =>
    p.customFields.create({
      type: "select",
      slug: "team_size",
      name: "Team size",
      properties: {
        options: [
          { value: "small", label: "1-10" },
          { value: "large", label: "11+" },
        ],
      },
    }),
  "customFields.update": (p, { made }) =>
    p.customFields.update(made("customFields.create"), { type: "select", name: "Size" }),

  // Orders, payments, refunds, disputes
  "orders.list": (p, { seed }) => p.orders.list({ customer_id: seed.customer.id, ...page }),
  "orders.iterList": (p) => p.orders.iterList(page),
  "orders.get": (p, { seed }) => p.orders.get(seed.orderId),
  "orders.export": (p, { seed }) => p.orders.export({ product_id: seed.productIds.oneTime }),
  "orders.update": (p, { seed }) =>
    p.orders.update(seed.orderId, {
      billing_name: "Ada Lovelace Ltd",
      billing_address: { country: "GB", line1: "12 St James's Square", city: "London", postal_code: "SW1Y 4LB" },
    }),
  "orders.generateInvoice": (p, { seed }) => p.orders.generateInvoice(seed.orderId),
  "orders.invoice": (p, { seed }) => p.orders.invoice(seed.orderId),
  "orders.receipt": (p, { seed }) => p.orders.receipt(seed.orderId),
  "orders.create": (p, { seed }) =>
    p.orders.create({ customer_id: seed.customer.id, product_id: seed.productIds.oneTime, description: "Manual sale" }),
  "orders.finalize": (p, { made }) => p.orders.finalize(made("orders.create"), {}),
  "payments.list": (p, { seed }) => p.payments.list({ customer_id: seed.customer.id, ...page }),
  "payments.iterList": (p) => p.payments.iterList(page),
  "payments.get": (p, { seed }) => p.payments.get(seed.paymentId),
  "refunds.create": (p, { seed }) =>
    p.refunds.create({ order_id: seed.orderId, reason: "customer_request", amount: 500, comment: "Partial goodwill" }),
  "refunds.list": (p, { seed }) => p.refunds.list({ order_id: seed.orderId }),
  "refunds.iterList": (p) => p.refunds.iterList(page),
  "disputes.list": (p) => p.disputes.list(page),
  "disputes.iterList": (p) => p.disputes.iterList(page),
  "disputes.get": (p, { seed }) => p.disputes.get(seed.disputeId),
  "disputes.accept": (p, { seed }) => p.disputes.accept(seed.disputeId),

  // Subscriptions
  "subscriptions.list": (p, { seed }) => p.subscriptions.list({ customer_id: seed.customer.id, active: true }),
  "subscriptions.iterList": (p) => p.subscriptions.iterList(page),
  "subscriptions.get": (p, { seed }) => p.subscriptions.get(seed.subscriptionId),
  "subscriptions.export": (p) => p.subscriptions.export({ status: "active" }),
  "subscriptions.update": (p, { seed }) => p.subscriptions.update(seed.subscriptionId, { cancel_at_period_end: true }),
  "subscriptions.create": (p, { seed }) =>
    p.subscriptions.create({ customer_id: seed.customer.id, product_id: seed.productIds.metered }),

  // Seats
  "customerSeats.listSeats": (p, { seed }) => p.customerSeats.listSeats({ subscription_id: seed.seatSubscriptionId }),
  "customerSeats.assignSeat": (p, { seed }) =>
    p.customerSeats.assignSeat({ subscription_id: seed.seatSubscriptionId, email: seed.seatEmails.organization }),
  "customerSeats.resendInvitation": (p, { made }) => p.customerSeats.resendInvitation(made("customerSeats.assignSeat")),
  "customerSeats.getClaimInfo": async (p, { seed, seatInvitationToken }) =>
    // The assignment's invitation, then the one resent (which replaces its token).
    p.customerSeats.getClaimInfo(await seatInvitationToken(seed.seatEmails.organization, 2)),
  "customerSeats.claimSeat": async (p, { seed, seatInvitationToken }) =>
    p.customerSeats.claimSeat({ invitation_token: await seatInvitationToken(seed.seatEmails.organization, 2) }),

  // License keys
  "licenseKeys.list": (p, { seed }) => p.licenseKeys.list({ benefit_id: seed.benefitIds.licenseKeys }),
  "licenseKeys.iterList": (p) => p.licenseKeys.iterList(page),
  "licenseKeys.get": (p, { seed }) => p.licenseKeys.get(seed.licenseKey.id),
  "licenseKeys.update": (p, { seed }) => p.licenseKeys.update(seed.licenseKey.id, { usage: 2, limit_usage: 100 }),
  "licenseKeys.validate": (p, { seed }) =>
    p.licenseKeys.validate({ key: seed.licenseKey.key, organization_id: seed.organizationId }),
  "licenseKeys.activate": (p, { seed }) =>
    p.licenseKeys.activate({ key: seed.licenseKey.key, organization_id: seed.organizationId, label: "Work laptop" }),
  "licenseKeys.getActivation": (p, { seed, made }) =>
    p.licenseKeys.getActivation(seed.licenseKey.id, made("licenseKeys.activate")),

  // Files
  "files.list": (p) => p.files.list(page),
  "files.iterList": (p) => p.files.iterList(page),
  "files.create": (p) =>
    p.files.create({
      name: "logo.png",
      mime_type: "image/png",
      size: LOGO.length,
      checksum_sha256_base64: sha256Base64(LOGO),
      service: "product_media",
      upload: { parts: partsOf(LOGO) },
    }),
  "files.uploaded": async (p, { made, answer }) => {
    const created = answer("files.create") as models.FileUpload | undefined;
    const parts = [];
    for (const part of created?.upload.parts ?? []) {
      const put = await putPart(part, LOGO.subarray(part.chunk_start, part.chunk_end));
      const etag = put.headers.get("etag") ?? "";
      parts.push({
        number: part.number,
        checksum_etag: etag,
        checksum_sha256_base64: part.checksum_sha256_base64 ?? null,
      });
    }
    return p.files.uploaded(made("files.create"), {
      id: created?.upload.id ?? "no-upload",
      path: created?.upload.path ?? "no-upload",
      parts,
    });
  },
  "files.update": (p, { seed }) => p.files.update(seed.fileId, { name: "handbook-v2.png" }),

  // Meters, events, customer meters
  "meters.list": (p) => p.meters.list(page),
  "meters.iterList": (p) => p.meters.iterList(page),
  "meters.get": (p, { seed }) => p.meters.get(seed.meterId),
  "meters.quantities": (p, { seed }) =>
    p.meters.quantities(seed.meterId, { ...QUANTITIES, customer_id: seed.customer.id }),
  "meters.create": (p) =>
    p.meters.create({
      name: "Tokens",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "completion" }] },
      aggregation: { func: "sum", property: "tokens" },
    }),
  "meters.update": (p, { made }) => p.meters.update(made("meters.create"), { name: "LLM tokens" }),
  "events.ingest": (p, { seed }) =>
    p.events.ingest({
      events: [{ name: "completion", external_customer_id: seed.customer.externalId, metadata: { tokens: 512 } }],
    }),
  "events.list": (p, { seed }) => p.events.list({ customer_id: seed.customer.id, ...page }),
  "events.get": (p, { seed }) => p.events.get(seed.eventId),
  "events.listNames": (p) => p.events.listNames(),
  "events.iterListNames": (p) => p.events.iterListNames(),
  "eventTypes.list": (p) => p.eventTypes.list(),
  "eventTypes.iterList": (p) => p.eventTypes.iterList(),
  "eventTypes.update": async (p, { seed }) => {
    const types = await p.eventTypes.list({ query: "api_call", organization_id: seed.organizationId });
    return p.eventTypes.update(types.items[0]?.id ?? "no-event-type", { label: "API call" });
  },
  "customerMeters.list": (p, { seed }) => p.customerMeters.list({ customer_id: seed.customer.id }),
  "customerMeters.iterList": (p) => p.customerMeters.iterList(page),
  "customerMeters.get": async (p, { seed }) => {
    const meters = await p.customerMeters.list({ customer_id: seed.customer.id });
    return p.customerMeters.get(meters.items[0]?.id ?? "no-customer-meter");
  },

  // Metrics
  "metrics.get": (p) => p.metrics.get(JANUARY),
  "metrics.export": (p) => p.metrics.export(JANUARY),
  "metrics.limits": (p) => p.metrics.limits(),
  "metrics.listDashboards": (p) => p.metrics.listDashboards(),
  "metrics.createDashboard": (p) => p.metrics.createDashboard({ name: "Growth", metrics: ["revenue", "orders"] }),
  "metrics.getDashboard": (p, { made }) => p.metrics.getDashboard(made("metrics.createDashboard")),
  "metrics.updateDashboard": (p, { made }) =>
    p.metrics.updateDashboard(made("metrics.createDashboard"), { name: "Growth KPIs" }),

  // Webhooks
  "webhooks.listWebhookEndpoints": (p) => p.webhooks.listWebhookEndpoints(page),
  "webhooks.iterListWebhookEndpoints": (p) => p.webhooks.iterListWebhookEndpoints(page),
  "webhooks.getWebhookEndpoint": (p, { seed }) => p.webhooks.getWebhookEndpoint(seed.webhookEndpointId),
  "webhooks.createWebhookEndpoint": (p) =>
    p.webhooks.createWebhookEndpoint({ url: "https://hooks.example.com/polar", format: "raw", events: ["order.paid"] }),
  "webhooks.updateWebhookEndpoint": (p, { made }) =>
    p.webhooks.updateWebhookEndpoint(made("webhooks.createWebhookEndpoint"), {
      events: ["order.paid", "order.refunded"],
    }),
  "webhooks.resetWebhookEndpointSecret": (p, { made }) =>
    p.webhooks.resetWebhookEndpointSecret(made("webhooks.createWebhookEndpoint")),
  "webhooks.listWebhookDeliveries": (p, { seed }) =>
    p.webhooks.listWebhookDeliveries({ endpoint_id: seed.webhookEndpointId, ...page }),
  "webhooks.iterListWebhookDeliveries": (p) => p.webhooks.iterListWebhookDeliveries(page),
  "webhooks.redeliverWebhookEvent": async (p, { seed }) => {
    const deliveries = await p.webhooks.listWebhookDeliveries({ endpoint_id: seed.webhookEndpointId });
    return p.webhooks.redeliverWebhookEvent(deliveries.items[0]?.webhook_event.id ?? "no-webhook-event");
  },

  // The customer portal, with the customer's session
  "customerPortal.customerSession.introspect": (p) => p.customerPortal.customerSession.introspect(),
  "customerPortal.customerSession.getAuthenticatedUser": (p) => p.customerPortal.customerSession.getAuthenticatedUser(),
  "customerPortal.organizations.get": (p, { seed }) => p.customerPortal.organizations.get(seed.organizationSlug),
  "customerPortal.customers.get": (p) => p.customerPortal.customers.get(),
  "customerPortal.customers.update": (p) => p.customerPortal.customers.update({ billing_name: "Ada Lovelace Ltd" }),
  "customerPortal.customers.listPaymentMethods": (p) => p.customerPortal.customers.listPaymentMethods(),
  "customerPortal.customers.iterListPaymentMethods": (p) => p.customerPortal.customers.iterListPaymentMethods(),
  "customerPortal.customers.addPaymentMethod": (p, { seed }) =>
    p.customerPortal.customers.addPaymentMethod({
      confirmation_token_id: seed.portalCards.confirmationTokenId,
      set_default: false,
      return_url: "https://shop.example.com/portal",
    }),
  "customerPortal.customers.confirmPaymentMethod": (p, { seed }) =>
    p.customerPortal.customers.confirmPaymentMethod({
      setup_intent_id: seed.portalCards.approvedSetupIntentId,
      set_default: false,
    }),
  "customerPortal.customers.requestEmailUpdate": (p, { seed }) =>
    p.customerPortal.customers.requestEmailUpdate({ email: `ada.new-${seed.organizationSlug}@example.com` }),
  "customerPortal.customers.checkEmailUpdate": async (p, { seed, emailUpdateToken }) =>
    p.customerPortal.customers.checkEmailUpdate({
      token: await emailUpdateToken(`ada.new-${seed.organizationSlug}@example.com`),
    }),
  "customerPortal.customers.verifyEmailUpdate": async (p, { seed, emailUpdateToken }) =>
    p.customerPortal.customers.verifyEmailUpdate({
      token: await emailUpdateToken(`ada.new-${seed.organizationSlug}@example.com`),
    }),
  "customerPortal.benefitGrants.list": (p) => p.customerPortal.benefitGrants.list(page),
  "customerPortal.benefitGrants.iterList": (p) => p.customerPortal.benefitGrants.iterList({ type: "custom" }),
  "customerPortal.benefitGrants.get": async (p) => {
    const grants = await p.customerPortal.benefitGrants.list({ type: "license_keys" });
    const licenseKeys = grants.items.find((grant) => grant.benefit.type === "license_keys");
    return p.customerPortal.benefitGrants.get(licenseKeys?.id ?? "no-grant");
  },
  "customerPortal.benefitGrants.update": async (p) => {
    const grants = await p.customerPortal.benefitGrants.list({ type: "custom" });
    const custom = grants.items.find((grant) => grant.benefit.type === "custom");
    return p.customerPortal.benefitGrants.update(custom?.id ?? "no-grant", { benefit_type: "custom" });
  },
  "customerPortal.customerMeters.list": (p) => p.customerPortal.customerMeters.list(),
  "customerPortal.customerMeters.iterList": (p) => p.customerPortal.customerMeters.iterList(),
  "customerPortal.customerMeters.get": async (p) => {
    const meters = await p.customerPortal.customerMeters.list();
    return p.customerPortal.customerMeters.get(meters.items[0]?.id ?? "no-customer-meter");
  },
  "customerPortal.downloadables.list": (p) => p.customerPortal.downloadables.list(),
  "customerPortal.downloadables.iterList": (p) => p.customerPortal.downloadables.iterList(),
  "customerPortal.licenseKeys.list": (p) => p.customerPortal.licenseKeys.list(),
  "customerPortal.licenseKeys.iterList": (p) => p.customerPortal.licenseKeys.iterList(),
  "customerPortal.licenseKeys.get": (p, { seed }) => p.customerPortal.licenseKeys.get(seed.licenseKey.id),
  "customerPortal.licenseKeys.validate": (p, { seed }) =>
    p.customerPortal.licenseKeys.validate({ key: seed.licenseKey.key, organization_id: seed.organizationId }),
  "customerPortal.licenseKeys.activate": (p, { seed }) =>
    p.customerPortal.licenseKeys.activate({
      key: seed.licenseKey.key,
      organization_id: seed.organizationId,
      label: "Home desktop",
    }),
  "customerPortal.licenseKeys.deactivate": (p, { seed, made }) =>
    p.customerPortal.licenseKeys.deactivate({
      key: seed.licenseKey.key,
      organization_id: seed.organizationId,
      activation_id: made("customerPortal.licenseKeys.activate"),
    }),
  "customerPortal.orders.list": (p) => p.customerPortal.orders.list(page),
  "customerPortal.orders.iterList": (p) => p.customerPortal.orders.iterList({ product_billing_type: "one_time" }),
  "customerPortal.orders.get": (p, { seed }) => p.customerPortal.orders.get(seed.orderId),
  "customerPortal.orders.update": (p, { seed }) =>
    p.customerPortal.orders.update(seed.planOrderId, { billing_name: "Ada Lovelace" }),
  "customerPortal.orders.generateInvoice": (p, { seed }) => p.customerPortal.orders.generateInvoice(seed.planOrderId),
  "customerPortal.orders.invoice": (p, { seed }) => p.customerPortal.orders.invoice(seed.planOrderId),
  "customerPortal.orders.receipt": (p, { seed }) => p.customerPortal.orders.receipt(seed.orderId),
  "customerPortal.orders.getPaymentStatus": (p, { seed }) => p.customerPortal.orders.getPaymentStatus(seed.orderId),
  "customerPortal.orders.confirmRetryPayment": (p, { seed }) =>
    p.customerPortal.orders.confirmRetryPayment(seed.orderId, { confirmation_token_id: "pm_card_visa" }),
  "customerPortal.subscriptions.list": (p) => p.customerPortal.subscriptions.list({ active: true }),
  "customerPortal.subscriptions.iterList": (p) => p.customerPortal.subscriptions.iterList(),
  "customerPortal.subscriptions.get": (p, { seed }) => p.customerPortal.subscriptions.get(seed.subscriptionId),
  "customerPortal.subscriptions.update": (p, { seed }) =>
    p.customerPortal.subscriptions.update(seed.subscriptionId, { cancel_at_period_end: false }),
  "customerPortal.seats.listSeats": (p, { seed }) =>
    p.customerPortal.seats.listSeats({ subscription_id: seed.seatSubscriptionId }),
  "customerPortal.seats.assignSeat": (p, { seed }) =>
    p.customerPortal.seats.assignSeat({ subscription_id: seed.seatSubscriptionId, email: seed.seatEmails.portal }),
  "customerPortal.seats.resendInvitation": (p, { made }) =>
    p.customerPortal.seats.resendInvitation(made("customerPortal.seats.assignSeat")),
  "customerPortal.seats.listClaimedSubscriptions": (p) => p.customerPortal.seats.listClaimedSubscriptions(),
  "customerPortal.seats.iterListClaimedSubscriptions": (p) => p.customerPortal.seats.iterListClaimedSubscriptions(),
  // The team's owner manages its members (the seed customer is an individual, who may not).
  "customerPortal.members.listMembers": (_, { seed, portalAs }) =>
    portalAs(seed.team.ownerSession).customerPortal.members.listMembers(),
  "customerPortal.members.iterListMembers": (_, { seed, portalAs }) =>
    portalAs(seed.team.ownerSession).customerPortal.members.iterListMembers(),
  "customerPortal.members.addMember": (_, { seed, portalAs }) =>
    portalAs(seed.team.ownerSession).customerPortal.members.addMember({
      email: `noor-${seed.organizationSlug}@example.com`,
      name: "Noor",
    }),
  "customerPortal.members.updateMember": (_, { seed, made, portalAs }) =>
    portalAs(seed.team.ownerSession).customerPortal.members.updateMember(made("customerPortal.members.addMember"), {
      role: "billing_manager",
    }),
  "customerPortal.wallets.list": (p) => p.customerPortal.wallets.list(),
  "customerPortal.wallets.iterList": (p) => p.customerPortal.wallets.iterList(),
  "customerPortal.wallets.get": async (p) => {
    const wallets = await p.customerPortal.wallets.list();
    return p.customerPortal.wallets.get(wallets.items[0]?.id ?? "no-wallet");
  },

  // Last: what deletes, revokes or cancels
  "customerPortal.seats.revokeSeat": (p, { made }) =>
    p.customerPortal.seats.revokeSeat(made("customerPortal.seats.assignSeat")),
  "customerPortal.members.removeMember": (_, { seed, made, portalAs }) =>
    portalAs(seed.team.ownerSession).customerPortal.members.removeMember(made("customerPortal.members.addMember")),
  "customerPortal.customers.deletePaymentMethod": (p, { answer }) => {
    const added = answer("customerPortal.customers.addPaymentMethod") as
      | models.CustomerPaymentMethodCreateResponse
      | undefined;
    const id = added?.status === "succeeded" ? added.payment_method.id : "no-payment-method";
    return p.customerPortal.customers.deletePaymentMethod(id);
  },
  "customerPortal.subscriptions.cancel": (p, { seed }) => p.customerPortal.subscriptions.cancel(seed.subscriptionId),
  "customerSeats.revokeSeat": async (p, { seed }) => {
    const seats = await p.customerSeats.listSeats({ subscription_id: seed.seatSubscriptionId });
    const seat = seats.seats.find((one) => one.email === seed.seatEmails.organization) ?? seats.seats[0];
    return p.customerSeats.revokeSeat(seat?.id ?? "no-seat");
  },
  "licenseKeys.deactivate": (p, { seed, made }) =>
    p.licenseKeys.deactivate({
      key: seed.licenseKey.key,
      organization_id: seed.organizationId,
      activation_id: made("licenseKeys.activate"),
    }),
  "customers.members.delete": (p, { seed, made }) =>
    p.customers.members.delete(seed.team.id, made("customers.members.create")),
  "customers.members.deleteExternal": (p, { seed }) =>
    p.customers.members.deleteExternal(seed.team.externalId, `kai-${seed.organizationSlug}`),
  "webhooks.deleteWebhookEndpoint": (p, { made }) =>
    p.webhooks.deleteWebhookEndpoint(made("webhooks.createWebhookEndpoint")),
  "metrics.deleteDashboard": (p, { made }) => p.metrics.deleteDashboard(made("metrics.createDashboard")),
  "customFields.delete": (p, { made }) => p.customFields.delete(made("customFields.create")),
  "checkoutLinks.delete": (p, { made }) => p.checkoutLinks.delete(made("checkoutLinks.create")),
  "discounts.delete": (p, { made }) => p.discounts.delete(made("discounts.create")),
  "benefits.delete": (p, { made }) => p.benefits.delete(made("benefits.create")),
  "products.delete": (p, { made }) => p.products.delete(made("products.create")),
  "files.delete": (p, { made }) => p.files.delete(made("files.create")),
  "customers.delete": (p, { made }) => p.customers.delete(made("customers.create")),
  "customers.deleteExternal": async (p, { seed }) => {
    const spare = await p.customers.create({
      email: `temp-${seed.organizationSlug}@example.com`,
      external_id: `temp-${seed.organizationSlug}`,
    });
    return p.customers.deleteExternal(spare.external_id ?? "no-external-id");
  },
  // A rotated key is a new key: after every call that uses the seeded one.
  "licenseKeys.rotate": (p, { seed }) => p.licenseKeys.rotate(seed.licenseKey.id),
  "customerPortal.licenseKeys.rotate": (p, { seed }) => p.customerPortal.licenseKeys.rotate(seed.licenseKey.id),
  "subscriptions.revoke": (p, { seed }) => p.subscriptions.revoke(seed.subscriptionId),
};
