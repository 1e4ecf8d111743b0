import { publicApi, unwrap } from "../../billing-kit/lib/v1-api";

/** Polar's customer-session request: mails the customer a code; the same answer for any address. */
export function requestPortalCode(email: string, organizationId: string) {
  return unwrap(
    publicApi.POST("/v1/customer-portal/customer-session/request", {
      body: { email, organization_id: organizationId },
    }),
  );
}

/** Polar's customer-session authenticate: the mailed code becomes a customer session token. */
export async function authenticatePortalCode(code: string): Promise<string> {
  const { token } = await unwrap(
    publicApi.POST("/v1/customer-portal/customer-session/authenticate", { body: { code } }),
  );
  return token;
}
