import { createElement } from "react";
import type { InstanceBrand } from "../../branding/instance.ts";
import { mailBrandOf } from "../../branding/mail-brand.ts";
import { brandOf } from "../../branding/service.ts";
import type { Db } from "../../db/transaction.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type Locale, matchLocale } from "../../i18n/locales.ts";
import { newId } from "../../kit/ids.ts";
import { now } from "../../kit/time.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { type AttemptRule, consumeAttempt } from "../common/attempt-limit.ts";
import { mailedCodeHash, newMailedCode } from "../common/mailed-code.ts";
import { startSession } from "../customer-sessions/service.ts";
import * as customerRepository from "../customers/repository.ts";
import { toResource as customerResource } from "../customers/service.ts";
import { PortalCodeMailBody, portalCodeSubject } from "../notification-mails/portal-code.tsx";
import { renderMail } from "../notification-mails/render.ts";
import { findIdentity } from "../seller-settings/repository.ts";
import { customerDefaultLocale } from "../seller-settings/service.ts";
import { PortalSignInErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { CustomerSessionCodeAuthenticateResponse, CustomerSessionCodeRequest } from "./schemas.ts";

/** Polar's code (common/mailed-code.ts), valid 30 minutes, used once. */
export const CODE_LIFETIME_MINUTES = 30;
/** At most this many codes are mailed to one customer per quarter hour; more requests send nothing. */
export const CODES_PER_WINDOW = 5;
const CODE_WINDOW_MS = 15 * 60 * 1000;

export type PortalSignInContext = {
  db: Db;
  mailer: Mailer;
  baseURL: string;
  /** AUTH_SECRET: codes are kept as an HMAC under it. */
  secret: string;
  /** Attempts per client address (RATE_LIMIT_WINDOW / RATE_LIMIT_MAX). */
  attempts: AttemptRule;
  /** The instance's brand (BRAND_*): the code mail carries the seller's brand over it. */
  instance: InstanceBrand;
  /** DEFAULT_LOCALE: the code mail's language when neither the customer nor the seller names one. */
  defaultLocale: Locale;
};

const codeHash = (secret: string, code: string) => mailedCodeHash(secret, "customer-session-code", code);

/** The portal's sign-in page at its code step, for the address the code went to. */
const portalCodeUrl = (baseURL: string, slug: string, email: string) =>
  `${baseURL}/portal/${encodeURIComponent(slug)}?email=${encodeURIComponent(email)}&sent=1`;

/**
 * `POST /v1/customer-portal/customer-session/request`: mails the organization's customer with
 * this address a code. The answer is the same (202) whether or not the organization or the
 * customer exists, and whether or not this customer's codes for the quarter hour are spent.
 */
export async function request(ctx: PortalSignInContext, body: CustomerSessionCodeRequest, clientIp: string) {
  await consumeAttempt(ctx.db, `portal-code-request:${clientIp}`, ctx.attempts);
  const organization = await findIdentity(ctx.db, body.organization_id);
  if (!organization) return;
  const customer = await customerRepository.findByEmail(ctx.db, organization.id, body.email);
  if (!customer) return;
  const created = now();
  const recent = await repository.countSince(
    ctx.db,
    organization.id,
    customer.id,
    new Date(created.getTime() - CODE_WINDOW_MS).toISOString(),
  );
  if (recent >= CODES_PER_WINDOW) return;
  const code = newMailedCode();
  await repository.insert(ctx.db, organization.id, {
    id: newId(),
    customer_id: customer.id,
    code_hash: codeHash(ctx.secret, code),
    expires_at: new Date(created.getTime() + CODE_LIFETIME_MINUTES * 60_000).toISOString(),
    created_at: created.toISOString(),
  });
  const brand = mailBrandOf(await brandOf(ctx.db, ctx.instance, organization.id), ctx.baseURL);
  const locale =
    matchLocale(customer.locale) ??
    matchLocale(await customerDefaultLocale(ctx.db, organization.id)) ??
    ctx.defaultLocale;
  const mail = await renderMail(
    createElement(PortalCodeMailBody, {
      brand,
      locale,
      code,
      lifetimeMinutes: CODE_LIFETIME_MINUTES,
      url: portalCodeUrl(ctx.baseURL, organization.slug, customer.email),
    }),
  );
  await ctx.mailer.send({
    kind: "portal-code",
    to: customer.email,
    subject: portalCodeSubject(locale, brand),
    ...mail,
  });
}

/**
 * `POST /v1/customer-portal/customer-session/authenticate`: a live code becomes a customer session
 * (its other codes are spent with it, and the customer's email counts as verified); anything
 * else is 401, and each client address has a limited number of tries per window.
 */
export async function authenticate(
  ctx: PortalSignInContext,
  code: string,
  clientIp: string,
): Promise<CustomerSessionCodeAuthenticateResponse> {
  await consumeAttempt(ctx.db, `portal-code-authenticate:${clientIp}`, ctx.attempts);
  return inTransaction(ctx.db, async (trx) => {
    const taken = await repository.take(trx, codeHash(ctx.secret, code), now().toISOString());
    if (!taken) throw PortalSignInErrors.INVALID_OR_EXPIRED();
    const customer = await customerRepository.find(trx, taken.organization_id, taken.customer_id);
    if (!customer || customer.deleted_at !== null) throw PortalSignInErrors.INVALID_OR_EXPIRED();
    await repository.removeOfCustomer(trx, taken.organization_id, customer.id);
    await customerRepository.update(trx, taken.organization_id, customer.id, { email_verified: 1 });
    const session = await startSession(trx, taken.organization_id, customerResource(customer), null, ctx.baseURL);
    return { token: session.token };
  });
}
