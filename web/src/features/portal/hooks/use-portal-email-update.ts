import { publicApi, unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";

/** Polar's email-update request: mails a code and link to the new address. */
export async function requestEmailUpdate(auth: PortalAuth, email: string): Promise<void> {
  await unwrap(portalApi(auth).POST("/v1/customer-portal/customers/me/email-update/request", { body: { email } }));
}

/** Polar's email-update verify: the code changes the email and answers a new customer session token. */
export async function verifyEmailUpdate(code: string): Promise<string> {
  const answer = await unwrap(
    publicApi.POST("/v1/customer-portal/customers/me/email-update/verify", { body: { token: code } }),
  );
  return answer.token;
}
