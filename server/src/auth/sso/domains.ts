/** Whether the email's domain is the domain, or one of its subdomains (as the SSO plugin matches). */
export function emailInDomains(email: string, domains: string): boolean {
  const emailDomain = email.trim().toLowerCase().split("@")[1];
  if (!emailDomain) return false;
  return domains
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .some((domain) => domain !== "" && (emailDomain === domain || emailDomain.endsWith(`.${domain}`)));
}
