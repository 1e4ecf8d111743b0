/** App URLs the server links to (mails, redirects) or the browser tests visit. */
export const paths = {
  home: "/",
  signUp: "/sign-up",
  signIn: "/sign-in",
  oauthConsent: "/oauth/consent",
  device: "/device",
  emailCodeSignIn: "/sign-in/email-code",
  twoFactor: "/two-factor",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  notMe: "/not-me",
  verifyEmail: "/verify-email",
  account: "/account",
  accountApiKeys: "/account/api-keys",
  accountDeleted: "/account-deleted",
  devOutbox: "/dev/outbox",
  newOrganization: "/organizations/new",
  organization: "/organizations/:slug/:tab?",
  billing: "/organizations/:slug/billing/:section?/:item?",
  invitation: "/invitations/:id",
  admin: "/admin",
  portal: "/portal",
  portalSignIn: "/portal/:organizationSlug",
  seatClaim: "/seats/claim",
} as const;

export const ORGANIZATION_TABS = [
  "overview",
  "members",
  "invitations",
  "teams",
  "roles",
  "settings",
  "api-keys",
  "audit-log",
] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

export function organizationPath(slug: string, tab?: OrganizationTab): string {
  const base = `/organizations/${encodeURIComponent(slug)}`;
  return tab && tab !== "overview" ? `${base}/${tab}` : base;
}

/** The billing area's sections (`/organizations/:slug/billing/:section`), in nav order. */
export const BILLING_SECTIONS = [
  "overview",
  "products",
  "benefits",
  "discounts",
  "customers",
  "checkouts",
  "checkout-links",
  "orders",
  "subscriptions",
  "meters",
  "events",
  "refunds",
  "custom-fields",
  "webhooks",
  "access-tokens",
  "settings",
  "api-reference",
] as const;
export type BillingSection = (typeof BILLING_SECTIONS)[number];

/** `item`: a sub-page of a section, e.g. a customer's id or `new`. */
export function billingPath(slug: string, section: BillingSection = "overview", item?: string): string {
  const base = `/organizations/${encodeURIComponent(slug)}/billing/${section}`;
  return item ? `${base}/${encodeURIComponent(item)}` : base;
}

export function invitationPath(id: string): string {
  return `/invitations/${encodeURIComponent(id)}`;
}

/** Only same-app paths: never follow a redirect target to another origin. */
export function safeReturnPath(value: unknown): string | null {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")
    ? value
    : null;
}

/** `/sign-in?redirect=…` (or sign-up): where to come back to once signed in. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const safe = safeReturnPath(redirect);
  return safe ? `${path}?redirect=${encodeURIComponent(safe)}` : path;
}

/** The customer portal, for a signed-in customer of `organizationId` (Polar: "Manage your purchase"). */
/** The customer portal's sign-in by email for one seller, the address filled in when known. */
export function portalSignInPath(organizationSlug: string, email?: string | null): string {
  const base = `/portal/${encodeURIComponent(organizationSlug)}`;
  return email ? `${base}?email=${encodeURIComponent(email)}` : base;
}

export function portalPath(organizationId?: string): string {
  return organizationId ? `/portal?organization=${encodeURIComponent(organizationId)}` : "/portal";
}
