import { APIError } from "better-auth/api";
import { ENTITLEMENT_ERRORS } from "../account-billing/entitlements/auth-plugin.ts";
import { findSeller } from "../account-billing/entitlements/service.ts";
import { memberGrants } from "../auth/roles/permissions.ts";
import { lacksRequiredTwoFactor, TWO_FACTOR_REQUIRED } from "../auth/two-factor/organization-requirement.ts";
import { CUSTOMER_NAME_MAX_LENGTH } from "../billing/customers/schemas.ts";
import type { Db } from "../db/transaction.ts";
import { APP_BILLING_ERRORS } from "./errors.ts";
import { findOrganization } from "./repository.ts";
import type { BillingCustomerKind } from "./schemas.ts";

/** The signed-in user as better-auth's session middleware hands it over. */
export type SignedIn = {
  user: { id: string; email: string; name: string; emailVerified: boolean; locale?: string | null | undefined };
  /** The organization plugin's `activeOrganizationId` is among its fields. */
  session: Record<string, unknown>;
};

const activeOrganizationOf = (signedIn: SignedIn): string | null => {
  const active = signedIn.session.activeOrganizationId;
  return typeof active === "string" && active !== "" ? active : null;
};

/**
 * Who pays, at which seller: the seller's customer whose external id is the user's id, or the
 * active organization's id — the customers `GET /api/auth/entitlements` reads.
 */
export type Payer = {
  seller: { id: string; slug: string };
  kind: BillingCustomerKind;
  externalId: string;
  /** What a new customer, and a checkout, is filled in with (the name within a customer name's bound). */
  email: string;
  name: string;
  /**
   * Whether a customer the seller already has under `email` (and no external id) may become
   * this payer's: only for an address the payer is shown to own.
   */
  mayTakeOverByEmail: boolean;
  /** The signed-in person's saved language: the checkout they start is in it. */
  locale: string | null;
};

const refuse = (status: "BAD_REQUEST" | "FORBIDDEN" | "NOT_FOUND", error: { code: string; message: string }) =>
  new APIError(status, { ...error });

/**
 * An organization's customer gets the acting owner's or admin's address tagged with the
 * organization's slug (`ada+acme@example.com`, delivered to Ada's mailbox by every mail service
 * that supports sub-addresses): a seller holds one customer per address, and Ada's own
 * customer keeps her plain address, so a purchase for one never lands on the other.
 */
export function organizationBillingEmail(userEmail: string, organizationSlug: string): string {
  const at = userEmail.lastIndexOf("@");
  return `${userEmail.slice(0, at)}+${organizationSlug}${userEmail.slice(at)}`;
}

async function sellerNamed(db: Db, named: string | undefined, defaultSeller: string | undefined) {
  const name = named ?? defaultSeller;
  if (!name) throw refuse("BAD_REQUEST", { code: "SELLER_REQUIRED", message: ENTITLEMENT_ERRORS.SELLER_REQUIRED });
  const seller = await findSeller(db, name);
  if (!seller) throw refuse("NOT_FOUND", { code: "SELLER_NOT_FOUND", message: ENTITLEMENT_ERRORS.SELLER_NOT_FOUND });
  return seller;
}

/** The active organization, once the user is shown to manage its billing (organization update, held by owners and admins; with two-factor if it asks). */
async function managedOrganization(db: Db, signedIn: SignedIn) {
  const organizationId = activeOrganizationOf(signedIn);
  if (!organizationId) throw refuse("BAD_REQUEST", APP_BILLING_ERRORS.NO_ACTIVE_ORGANIZATION);
  const grants = await memberGrants(db, organizationId, signedIn.user.id);
  const organization = await findOrganization(db, organizationId);
  if (!grants || !organization) throw refuse("FORBIDDEN", APP_BILLING_ERRORS.NOT_A_MEMBER);
  if (!grants.allows("organization", "update")) throw refuse("FORBIDDEN", APP_BILLING_ERRORS.NOT_ALLOWED);
  if (await lacksRequiredTwoFactor(db, organizationId, signedIn.user.id))
    throw refuse("FORBIDDEN", TWO_FACTOR_REQUIRED);
  return organization;
}

/** The payer a request names: its seller (else the default one) and its customer (else the active organization, else the user). */
export async function payerOf(
  db: Db,
  defaultSeller: string | undefined,
  signedIn: SignedIn,
  asked: { seller?: string | undefined; customer?: BillingCustomerKind | undefined },
): Promise<Payer> {
  const seller = await sellerNamed(db, asked.seller, defaultSeller);
  const kind = asked.customer ?? (activeOrganizationOf(signedIn) ? "organization" : "user");
  const { user } = signedIn;
  if (kind === "user")
    return {
      seller,
      kind,
      externalId: user.id,
      email: user.email,
      name: user.name.slice(0, CUSTOMER_NAME_MAX_LENGTH),
      mayTakeOverByEmail: user.emailVerified,
      locale: user.locale ?? null,
    };
  const organization = await managedOrganization(db, signedIn);
  return {
    seller,
    kind,
    externalId: organization.id,
    email: organizationBillingEmail(user.email, organization.slug),
    name: organization.name.slice(0, CUSTOMER_NAME_MAX_LENGTH),
    // The tagged address names this organization: a customer under it was bought for it.
    mayTakeOverByEmail: true,
    locale: user.locale ?? null,
  };
}
