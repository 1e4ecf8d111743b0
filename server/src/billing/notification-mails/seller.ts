import type { z } from "@hono/zod-openapi";
import { createElement } from "react";
import type { InstanceBrand } from "../../branding/instance.ts";
import { instanceMailBrand, mailBrandOf } from "../../branding/mail-brand.ts";
import { brandOf } from "../../branding/service.ts";
import { fromJsonColumn } from "../../db/json-column.ts";
import type { Db } from "../../db/transaction.ts";
import { type Locale, matchLocale } from "../../i18n/locales.ts";
import type { MailBrand } from "../../mail/brand.ts";
import { membersOf } from "../../membership/repository.ts";
import { findBilling, findIdentity } from "../seller-settings/repository.ts";
import { customerEmailSettingsSchema, notificationSettingsSchema } from "../seller-settings/schemas.ts";
import { type Notice, NoticeMailBody } from "./notice.tsx";
import { renderMail } from "./render.ts";
import { type Speech, speech } from "./speech.ts";

/** A mail ready for the outbox: its kind is the dev outbox's label. */
export type BillingMail = { kind: string; to: string; subject: string; text: string; html: string };

/**
 * What composing needs: the database, BASE_URL for links, the instance's brand (BRAND_*) and
 * its DEFAULT_LOCALE (the language of a reader nothing else names one for).
 */
export type ComposeContext = { db: Db; baseURL: string; instance: InstanceBrand; defaultLocale: Locale };

/** The organization a billing mail is about: its brand, and which mails it wants sent. */
export type Seller = {
  id: string;
  slug: string;
  /** The seller's brand, on every mail to its customers. */
  brand: MailBrand;
  /** The language of its customers who have none of their own (`default_locale`), or null. */
  defaultLocale: string | null;
  emails: z.infer<typeof customerEmailSettingsSchema>;
  notifications: z.infer<typeof notificationSettingsSchema>;
};

/** Whom a billing mail goes to, and in which language. */
export type Reader = { email: string; locale: Locale };

export async function sellerOf(ctx: ComposeContext, organizationId: string): Promise<Seller | null> {
  const identity = await findIdentity(ctx.db, organizationId);
  if (!identity) return null;
  const [billing, brand] = await Promise.all([
    findBilling(ctx.db, organizationId),
    brandOf(ctx.db, ctx.instance, organizationId),
  ]);
  return {
    id: identity.id,
    slug: identity.slug,
    brand: mailBrandOf(brand, ctx.baseURL),
    defaultLocale: billing?.default_locale ?? null,
    emails: fromJsonColumn(customerEmailSettingsSchema.prefault({}), billing?.customer_email_settings ?? null),
    notifications: fromJsonColumn(notificationSettingsSchema.prefault({}), billing?.notification_settings ?? null),
  };
}

/** A customer's language: their own, else the seller's default for its customers, else DEFAULT_LOCALE. */
export const customerLocale = (ctx: ComposeContext, seller: Seller, own: string | null | undefined): Locale =>
  matchLocale(own) ?? matchLocale(seller.defaultLocale) ?? ctx.defaultLocale;

/** Notices to a seller's own owners and admins come from the instance, not from the seller. */
export const merchantBrand = (ctx: ComposeContext): MailBrand => instanceMailBrand(ctx.instance, ctx.baseURL);

/** The owners and admins, each with their saved language (else DEFAULT_LOCALE): merchant notices go to them. */
export async function managers(ctx: ComposeContext, organizationId: string): Promise<Reader[]> {
  const rows = await membersOf(ctx.db, organizationId);
  return rows
    .filter((row) => row.role.split(",").some((role) => role.trim() === "owner" || role.trim() === "admin"))
    .map((row) => ({ email: row.email, locale: matchLocale(row.locale) ?? ctx.defaultLocale }));
}

/** A notice in a brand and its reader's language: the seller's brand for its customers, the instance's for the seller's own people. */
export async function rendered(kind: string, to: Reader, brand: MailBrand, notice: Notice): Promise<BillingMail> {
  const { html, text } = await renderMail(createElement(NoticeMailBody, { brand, notice, locale: to.locale }));
  return { kind, to: to.email, subject: notice.subject, html, text };
}

/** A customer's mail in their language, from the seller. */
export function toCustomer(
  ctx: ComposeContext,
  seller: Seller,
  kind: string,
  customer: { email: string; locale?: string | null | undefined },
  notice: (s: Speech) => Notice,
): Promise<BillingMail> {
  const locale = customerLocale(ctx, seller, customer.locale);
  return rendered(kind, { email: customer.email, locale }, seller.brand, notice(speech(locale)));
}

/** A merchant notice to each of the seller's owners and admins, each in their own language. */
export async function toManagers(
  ctx: ComposeContext,
  seller: Seller,
  kind: string,
  notice: (s: Speech) => Notice,
): Promise<BillingMail[]> {
  const readers = await managers(ctx, seller.id);
  return Promise.all(readers.map((to) => rendered(kind, to, merchantBrand(ctx), notice(speech(to.locale)))));
}
