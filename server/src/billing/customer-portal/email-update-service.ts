import { createElement } from "react";
import type { InstanceBrand } from "../../branding/instance.ts";
import { mailBrandOf } from "../../branding/mail-brand.ts";
import { brandOf } from "../../branding/service.ts";
import type { Db } from "../../db/transaction.ts";
import { inTransaction } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { type Locale, matchLocale } from "../../i18n/locales.ts";
import { newId } from "../../kit/ids.ts";
import { now } from "../../kit/time.ts";
import type { MailBrand } from "../../mail/brand.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { type AttemptRule, consumeAttempt } from "../common/attempt-limit.ts";
import { recordEvent } from "../common/events.ts";
import { mailedCodeHash, newMailedCode } from "../common/mailed-code.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import { startSession } from "../customer-sessions/service.ts";
import * as customerRepository from "../customers/repository.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import {
  EmailChangedMailBody,
  EmailUpdateCodeMailBody,
  emailChangedSubject,
  emailUpdateCodeSubject,
} from "../notification-mails/email-update.tsx";
import { renderMail } from "../notification-mails/render.ts";
import * as organizations from "../seller-settings/service.ts";
import { customerDefaultLocale } from "../seller-settings/service.ts";
import { CustomerEmailUpdateErrors } from "./email-update-errors.ts";
import * as repository from "./email-update-repository.ts";
import type { CustomerEmailUpdateRequest, CustomerEmailUpdateVerifyResponse } from "./email-update-schemas.ts";

/** The code is a mailed code (common/mailed-code.ts), as the portal sign-in's, valid this long. */
export const EMAIL_UPDATE_LIFETIME_MINUTES = 30;

export type EmailUpdateContext = {
  db: Db;
  mailer: Mailer;
  baseURL: string;
  /** AUTH_SECRET: codes are kept as an HMAC under it. */
  secret: string;
  /** The portal's attempts per client address (RATE_LIMIT_WINDOW / RATE_LIMIT_MAX). */
  attempts: AttemptRule;
  instance: InstanceBrand;
  defaultLocale: Locale;
};

const codeHash = (secret: string, code: string) => mailedCodeHash(secret, "customer-email-update", code);

/** The portal page that confirms a change: it verifies the code and opens the portal with the new session. */
export const confirmUrl = (baseURL: string, code: string) =>
  `${baseURL}/portal?email_update_token=${encodeURIComponent(code)}`;

async function mailContext(ctx: EmailUpdateContext, organizationId: string, customerLocale: string | null) {
  const brand: MailBrand = mailBrandOf(await brandOf(ctx.db, ctx.instance, organizationId), ctx.baseURL);
  const locale =
    matchLocale(customerLocale) ??
    matchLocale(await customerDefaultLocale(ctx.db, organizationId)) ??
    ctx.defaultLocale;
  return { brand, locale };
}

/**
 * `POST .../email-update/request`: mails a code to the new address (any earlier pending change
 * of the customer ends). Refused where the organization does not allow email changes, and for
 * the customer's own address; whether another customer has the address is told only at verify.
 */
export async function request(
  ctx: EmailUpdateContext,
  principal: CustomerPrincipal,
  body: CustomerEmailUpdateRequest,
  clientIp: string,
): Promise<void> {
  await consumeAttempt(ctx.db, `portal-email-update-request:${clientIp}`, ctx.attempts);
  await consumeAttempt(ctx.db, `portal-email-update-request:${principal.customerId}`, ctx.attempts);
  const { organizationId, customerId } = principal;
  const organization = await organizations.get(ctx.db, systemAccess(organizationId));
  if (!organization.customer_portal_settings.customer.allow_email_change) throw CustomerEmailUpdateErrors.NOT_ALLOWED();
  const customer = await customers.get(ctx.db, systemAccess(organizationId), customerId);
  const email = body.email.toLowerCase();
  if (email === customer.email?.toLowerCase()) {
    throw ValidationFailure.at(["body", "email"], "New email is the same as your current email.");
  }
  const code = newMailedCode();
  const created = now();
  await inTransaction(ctx.db, async (trx) => {
    await repository.removeOfCustomer(trx, organizationId, customerId);
    await repository.insert(trx, organizationId, {
      id: newId(),
      customer_id: customerId,
      email,
      code_hash: codeHash(ctx.secret, code),
      expires_at: new Date(created.getTime() + EMAIL_UPDATE_LIFETIME_MINUTES * 60_000).toISOString(),
      created_at: created.toISOString(),
    });
  });
  const { brand, locale } = await mailContext(ctx, organizationId, customer.locale);
  const mail = await renderMail(
    createElement(EmailUpdateCodeMailBody, {
      brand,
      locale,
      code,
      lifetimeMinutes: EMAIL_UPDATE_LIFETIME_MINUTES,
      url: confirmUrl(ctx.baseURL, code),
    }),
  );
  await ctx.mailer.send({
    kind: "portal-email-update",
    to: email,
    subject: emailUpdateCodeSubject(locale, brand),
    ...mail,
  });
}

/** `GET .../email-update/check`: whether a code is live (nothing is spent); 401 otherwise. */
export async function check(ctx: EmailUpdateContext, token: string, clientIp: string): Promise<void> {
  await consumeAttempt(ctx.db, `portal-email-update-check:${clientIp}`, ctx.attempts);
  const live = await repository.findLive(ctx.db, codeHash(ctx.secret, token), now().toISOString());
  if (!live) throw CustomerEmailUpdateErrors.INVALID_OR_EXPIRED();
}

const inUse = () => ValidationFailure.at(["body", "token"], "This email address is already in use.");

/**
 * `POST .../email-update/verify`: a live code changes the customer's email (now verified),
 * records customer.updated, and answers a new customer session token. An address another
 * customer of the organization has by now is 422, and the code stays usable until it expires
 * (a failed request changes nothing). The old address is told of the change.
 */
export async function verify(
  ctx: EmailUpdateContext,
  token: string,
  clientIp: string,
): Promise<CustomerEmailUpdateVerifyResponse> {
  await consumeAttempt(ctx.db, `portal-email-update-verify:${clientIp}`, ctx.attempts);
  const changed = await inTransaction(ctx.db, async (trx) => {
    const taken = await repository.take(trx, codeHash(ctx.secret, token), now().toISOString());
    if (!taken) throw CustomerEmailUpdateErrors.INVALID_OR_EXPIRED();
    const organizationId = taken.organization_id;
    const current = await customerRepository.find(trx, organizationId, taken.customer_id);
    if (!current || current.deleted_at !== null) throw CustomerEmailUpdateErrors.INVALID_OR_EXPIRED();
    if ((await customerRepository.taken(trx, organizationId, { email: taken.email }, current.id)).email) throw inUse();
    await customerRepository.update(trx, organizationId, current.id, {
      email: taken.email,
      email_verified: 1,
      modified_at: now().toISOString(),
    });
    const updated = await customers.get(trx, systemAccess(organizationId), current.id);
    await recordEvent(trx, organizationId, "customer.updated", updated);
    const session = await startSession(trx, organizationId, updated, null, ctx.baseURL);
    return { organizationId, oldEmail: current.email, customer: updated, token: session.token };
  }).catch((error: unknown) => {
    // Another customer took the address between the check and the write.
    if (isUniqueViolation(error)) throw inUse();
    throw error;
  });
  await mailOldAddress(ctx, changed.organizationId, changed.oldEmail, changed.customer);
  return { token: changed.token };
}

async function mailOldAddress(
  ctx: EmailUpdateContext,
  organizationId: string,
  oldEmail: string | null,
  customer: Customer,
): Promise<void> {
  if (!oldEmail || !customer.email || oldEmail.toLowerCase() === customer.email.toLowerCase()) return;
  const { brand, locale } = await mailContext(ctx, organizationId, customer.locale);
  const mail = await renderMail(createElement(EmailChangedMailBody, { brand, locale, newEmail: customer.email }));
  await ctx.mailer.send({
    kind: "portal-email-changed",
    to: oldEmail,
    subject: emailChangedSubject(locale, brand),
    ...mail,
  });
}
