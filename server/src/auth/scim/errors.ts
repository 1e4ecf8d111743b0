export const SCIM_ERRORS = {
  NOT_ALLOWED: "Only the organization's owners and admins can manage its directory provisioning",
  NOT_CONNECTED: "This organization has no directory connected",
} as const;

/** A directory may not create a person whose email another organization verified for single sign-on. */
export const SCIM_EMAIL_OF_ANOTHER_ORGANIZATION = {
  code: "SCIM_EMAIL_OF_ANOTHER_ORGANIZATION",
  message: "The email is in a domain another organization verified",
} as const;
