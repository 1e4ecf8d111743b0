import type { z } from "@hono/zod-openapi";
import { createElement } from "react";
import type { InstanceBrand } from "../../branding/instance.ts";
import { instanceMailBrand, mailBrandOf } from "../../branding/mail-brand.ts";
import { brandOf } from "../../branding/service.ts";
import { fromJsonColumn } from "../../db/json-column.ts";
import type { Db } from "../../db/transaction.ts";
import type { MailBrand } from "../../mail/brand.ts";
import { findBilling, findIdentity } from "../organizations/repository.ts";
import { customerEmailSettingsSchema, notificationSettingsSchema } from "../organizations/schemas.ts";
import { type Notice, NoticeMailBody } from "./notice.tsx";
import { renderMail } from "./render.ts";

/** A mail ready for the outbox: its kind is the dev outbox's label. */
export type BillingMail = { kind: string; to: string; subject: string; text: string; html: string };

/** What composing needs: the database, BASE_URL for links, and the instance's brand (BRAND_*). */
export type ComposeContext = { db: Db; baseURL: string; instance: InstanceBrand };

/** The organization a billing mail is about: its brand, and which mails it wants sent. */
export type Seller = {
  id: string;
  slug: string;
  /** The seller's brand, on every mail to its customers. */
  brand: MailBrand;
  emails: z.infer<typeof customerEmailSettingsSchema>;
  notifications: z.infer<typeof notificationSettingsSchema>;
};

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
    emails: fromJsonColumn(customerEmailSettingsSchema.prefault({}), billing?.customer_email_settings ?? null),
    notifications: fromJsonColumn(notificationSettingsSchema.prefault({}), billing?.notification_settings ?? null),
  };
}

/** Notices to a seller's own owners and admins come from the instance, not from the seller. */
export const merchantBrand = (ctx: ComposeContext): MailBrand => instanceMailBrand(ctx.instance, ctx.baseURL);

/** The owners' and admins' addresses: merchant notifications go to them. */
export async function managers(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select(["user.email", "member.role"])
    .where("member.organizationId", "=", organizationId)
    .execute();
  return rows
    .filter((row) => row.role.split(",").some((role) => role.trim() === "owner" || role.trim() === "admin"))
    .map((row) => row.email);
}

/** A notice in a brand: the seller's for its customers, the instance's for the seller's own people. */
export async function rendered(kind: string, to: string, brand: MailBrand, notice: Notice): Promise<BillingMail> {
  const { html, text } = await renderMail(createElement(NoticeMailBody, { brand, notice }));
  return { kind, to, subject: notice.subject, html, text };
}
