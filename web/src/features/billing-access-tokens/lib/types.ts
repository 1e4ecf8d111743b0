import type { V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/organization-access-tokens, generated from the server's OpenAPI document. */
export type AccessToken = V1Schemas["OrganizationAccessToken"];
export type AccessTokenCreate = V1Schemas["OrganizationAccessTokenCreate"];
export type AccessTokenCreated = V1Schemas["OrganizationAccessTokenCreateResponse"];
export type AccessScope = AccessTokenCreate["scopes"][number];
