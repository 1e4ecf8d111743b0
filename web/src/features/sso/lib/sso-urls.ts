import { i18n } from "../../../i18n/i18n";

/** Where an OIDC provider sends people back (the SSO plugin's callback for the provider). */
export const oidcRedirectUri = (providerId: string) =>
  `${window.location.origin}/api/auth/sso/callback/${encodeURIComponent(providerId)}`;

/** Gatehouse's SAML entity id for a provider: its service-provider metadata URL. */
export const samlEntityId = (providerId: string) =>
  `${window.location.origin}/api/auth/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;

/** The DNS TXT record that proves a domain (the server's DOMAIN_VERIFICATION_PREFIX). */
export const domainRecord = (providerId: string, domain: string, token: string) => ({
  name: `_gatehouse-verification-${providerId}.${domain}`,
  value: `_gatehouse-verification-${providerId}=${token}`,
});

/** The roles a provider may give people who join by signing in, labelled in the page's language. */
export const memberRoleOptions = () => [
  { value: "member", label: i18n.t("sso:roles.member") },
  { value: "admin", label: i18n.t("sso:roles.admin") },
];
