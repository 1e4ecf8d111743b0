import { ACR_PASSWORD, ACR_TWO_FACTORS } from "../step-up/openid-claims.ts";
import { ORGANIZATIONS_SCOPE } from "./claims.ts";

/**
 * The claims Gatehouse's ID tokens and userinfo carry, as discovery advertises them
 * (`advertisedMetadata.claims_supported`: the plugin infers none): the registered ones, how the
 * person authenticated (step-up/openid-claims.ts), the profile and email scopes' claims and the
 * memberships of the `organizations` scope.
 */
export const OPENID_CLAIMS_SUPPORTED = [
  "sub",
  "iss",
  "aud",
  "exp",
  "iat",
  "auth_time",
  "nonce",
  "acr",
  "amr",
  "azp",
  "sid",
  "name",
  "given_name",
  "family_name",
  "picture",
  "email",
  "email_verified",
  ORGANIZATIONS_SCOPE,
];

/** The authentication classes ID tokens name in `acr` and authorization requests may ask for. */
export const ACR_VALUES_SUPPORTED = [ACR_PASSWORD, ACR_TWO_FACTORS];

/**
 * OpenID discovery with Gatehouse's authentication classes: the plugin writes a fixed
 * `acr_values_supported: ["0"]` that its metadata extensions may not replace, while Gatehouse's
 * ID tokens name the classes above. Any other answer (an error, a non-JSON body) passes unchanged.
 */
export async function withAuthenticationClasses(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
  const metadata = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...metadata, acr_values_supported: ACR_VALUES_SUPPORTED }), {
    status: response.status,
    headers,
  });
}
