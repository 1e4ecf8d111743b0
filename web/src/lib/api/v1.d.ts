/**
 * Generated from the server's OpenAPI document (GET /v1/openapi.json) by `npm run api:generate -w web`.
 * Do not edit: change the server's schemas and regenerate. CI (`npm run api:check -w web`) fails when it is stale.
 */

export interface paths {
    "/v1/organizations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organizations */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by slug. */
                    slug?: string;
                    /** @description Session callers: the organization to list (default: the active one). */
                    organization_id?: string;
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "slug" | "-slug" | "name" | "-name")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's organization. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Organization_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an organization (not with the billing API: 403 CannotCreateOrganizationError) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationCreate"];
                };
            };
            responses: {
                /** @description Never answered: see the summary. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organization"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organization */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organization"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update an organization (records organization.updated) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationUpdate"];
                };
            };
            responses: {
                /** @description The updated organization. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organization"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/organizations/{id}/stripe-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gatehouse extension: the organization's Stripe account (404 while it runs in test mode) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The connected Stripe account, its secrets hinted only. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StripeAccount"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        /** Gatehouse extension: connect a Stripe account (keys checked with Stripe, stored encrypted; owners only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StripeAccountConnect"];
                };
            };
            responses: {
                /** @description The connected Stripe account. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StripeAccount"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Stripe could not be reached to check the keys; nothing was changed. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Gatehouse extension: disconnect the Stripe account (back to test mode; owners only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Disconnected. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/stripe/webhook/{organization_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gatehouse: Stripe's events for one organization (Stripe-Signature checked with its webhook secret) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    organization_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recorded (and acted on, once). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StripeWebhookReceived"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organization-access-tokens/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organization access tokens */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "comment" | "-comment" | "last_used_at" | "-last_used_at" | "organization_id" | "-organization_id")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's live tokens. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_OrganizationAccessToken_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an organization access token (the token is returned once)
         * @description With a session, only scopes your roles allow (`orders:read` needs `orders: [read]`; scopes Gatehouse does not enforce need `organizations: [write]`), else 403 NotPermitted naming the others. The token then acts within what your roles allow at each request, and stops (401) once you leave the organization. A token gives only scopes it holds, and its creator to the tokens it makes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationAccessTokenCreate"];
                };
            };
            responses: {
                /** @description Token created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrganizationAccessTokenCreateResponse"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organization-access-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an organization access token */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Token revoked. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update an organization access token
         * @description New scopes are checked as at creation; the token keeps its creator.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationAccessTokenUpdate"];
                };
            };
            responses: {
                /** @description Token updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrganizationAccessToken"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/files/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List files */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by file ID. */
                    ids?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's files. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_FileRead_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a file: returns the URLs to PUT each part to */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FileCreate"];
                };
            };
            responses: {
                /** @description File created, upload pending. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileUpload"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{id}/uploaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a file upload (verifies sizes and checksums) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FileUploadCompleted"];
                };
            };
            responses: {
                /** @description File uploaded. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRead"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a file and its stored bytes */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description File deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a file's name or version */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FilePatch"];
                };
            };
            responses: {
                /** @description File updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FileRead"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/benefits/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List benefits */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                    /** @description Filter by benefit type. */
                    type?: ("custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit" | "feature_flag")[];
                    /** @description Filter by benefit IDs. */
                    id?: string[];
                    /** @description Exclude benefits with these IDs. */
                    exclude_id?: string[];
                    /** @description Filter by description. */
                    query?: string;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "description" | "-description" | "type" | "-type" | "user_order" | "-user_order")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's benefits. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Benefit_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a benefit */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BenefitCreate"];
                };
            };
            responses: {
                /** @description Benefit created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Benefit"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a benefit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The benefit. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Benefit"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a benefit (soft: it disappears from reads and lists) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Benefit deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a benefit (type must be the benefit's own) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BenefitUpdate"];
                };
            };
            responses: {
                /** @description Benefit updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Benefit"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/benefits/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the files of a downloadables benefit, with their download statistics */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The benefit's files. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_BenefitDownloadableFile_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefits/{id}/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the grants of a benefit */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by granted status. If `true`, only granted benefits will be returned. If `false`, only revoked benefits will be returned. */
                    is_granted?: "true" | "false";
                    /** @description Filter by customer. */
                    customer_id?: string[];
                    /** @description Filter by member. */
                    member_id?: string[];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The benefit's grants. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_BenefitGrant_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-grants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List benefit grants */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by customer external ID. */
                    external_customer_id?: string[];
                    /** @description Filter by granted status. */
                    is_granted?: "true" | "false";
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "granted_at" | "-granted_at" | "revoked_at" | "-revoked_at")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's benefit grants. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_BenefitGrant_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List license keys */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by benefit ID. */
                    benefit_id?: string[];
                    /** @description Filter by status. */
                    status?: components["schemas"]["LicenseKeyStatus"][];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's license keys. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_LicenseKeyRead_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a license key */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The license key. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyWithActivations"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a license key */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyUpdate"];
                };
            };
            responses: {
                /** @description License key updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyRead"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/license-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a license key
         * @description A new key value for the same license key; the previous value stops validating at once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The license key with its new value. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyRead"];
                    };
                };
                /** @description A revoked key. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/{id}/activations/{activation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a license key activation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    activation_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The activation. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyActivationRead"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate a license key (organization) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyValidate"];
                };
            };
            responses: {
                /** @description The license key is valid. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidatedLicenseKey"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a license key (organization) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyActivate"];
                };
            };
            responses: {
                /** @description The activation. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyActivationCreated"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license-keys/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a license key (organization) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyDeactivate"];
                };
            };
            responses: {
                /** @description Deactivated. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate a license key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyValidate"];
                };
            };
            responses: {
                /** @description The license key is valid. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidatedLicenseKey"];
                    };
                };
                /** @description Usage limit reached. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Activation limit reached. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description License key not found, expired or revoked. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a license key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyActivate"];
                };
            };
            responses: {
                /** @description The activation. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyActivationCreated"];
                    };
                };
                /** @description Usage limit reached. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Activation limit reached. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description License key not found, expired or revoked. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a license key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LicenseKeyDeactivate"];
                };
            };
            responses: {
                /** @description Deactivated. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Usage limit reached. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Activation limit reached. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description License key not found, expired or revoked. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by product ID. */
                    id?: string[];
                    /** @description Filter by product name. */
                    query?: string;
                    is_archived?: "true" | "false";
                    /** @description true: subscription products only; false: one-time only. */
                    is_recurring?: "true" | "false";
                    /** @description Products granting any of these benefits. */
                    benefit_id?: string[];
                    visibility?: ("draft" | "private" | "public")[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "name" | "-name" | "price_amount_type" | "-price_amount_type" | "price_amount" | "-price_amount")[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of products. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Product_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a product */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductCreate"];
                };
            };
            responses: {
                /** @description Product created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a product */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a product nothing references (else 409 ProductNotDeletable) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Product deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The product is referenced and can't be deleted. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a product (prices, archive, medias, custom fields) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductUpdate"];
                };
            };
            responses: {
                /** @description Product updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/products/{id}/benefits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the benefits of a product */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductBenefitsUpdate"];
                };
            };
            responses: {
                /** @description Product benefits updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom-fields/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List custom fields */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by custom field name or slug. */
                    query?: string;
                    /** @description Filter by custom field type. */
                    type?: ("checkbox" | "date" | "number" | "select" | "text")[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "slug" | "-slug" | "name" | "-name" | "type" | "-type")[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's custom fields. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomField_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a custom field */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Key under which values are stored; unique across the organization. */
                        slug: string;
                        /** @description Name of the custom field. */
                        name: string;
                        /**
                         * Format: uuid
                         * @description The ID of the organization owning the object. Required unless you use an organization token.
                         */
                        organization_id?: string | null;
                        /** @enum {string} */
                        type: "checkbox";
                        properties: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                        };
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Key under which values are stored; unique across the organization. */
                        slug: string;
                        /** @description Name of the custom field. */
                        name: string;
                        /**
                         * Format: uuid
                         * @description The ID of the organization owning the object. Required unless you use an organization token.
                         */
                        organization_id?: string | null;
                        /** @enum {string} */
                        type: "date";
                        properties: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                            /** @description Minimum value (inclusive); a Unix timestamp for dates. */
                            ge?: number;
                            /** @description Maximum value (inclusive); a Unix timestamp for dates. */
                            le?: number;
                        };
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Key under which values are stored; unique across the organization. */
                        slug: string;
                        /** @description Name of the custom field. */
                        name: string;
                        /**
                         * Format: uuid
                         * @description The ID of the organization owning the object. Required unless you use an organization token.
                         */
                        organization_id?: string | null;
                        /** @enum {string} */
                        type: "number";
                        properties: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                            /** @description Minimum value (inclusive); a Unix timestamp for dates. */
                            ge?: number;
                            /** @description Maximum value (inclusive); a Unix timestamp for dates. */
                            le?: number;
                        };
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Key under which values are stored; unique across the organization. */
                        slug: string;
                        /** @description Name of the custom field. */
                        name: string;
                        /**
                         * Format: uuid
                         * @description The ID of the organization owning the object. Required unless you use an organization token.
                         */
                        organization_id?: string | null;
                        /** @enum {string} */
                        type: "select";
                        properties: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                            options: {
                                value: string;
                                label: string;
                            }[];
                        };
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Key under which values are stored; unique across the organization. */
                        slug: string;
                        /** @description Name of the custom field. */
                        name: string;
                        /**
                         * Format: uuid
                         * @description The ID of the organization owning the object. Required unless you use an organization token.
                         */
                        organization_id?: string | null;
                        /** @enum {string} */
                        type: "text";
                        properties: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                            textarea?: boolean;
                            min_length?: number;
                            max_length?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Custom field created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomField"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custom-fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a custom field */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The custom field. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomField"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a custom field */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Custom field deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a custom field */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Name of the custom field. */
                        name?: string | null;
                        /** @description Key under which values are stored; unique across the organization. */
                        slug?: string | null;
                        /** @enum {string} */
                        type: "checkbox";
                        properties?: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                        } | null;
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Name of the custom field. */
                        name?: string | null;
                        /** @description Key under which values are stored; unique across the organization. */
                        slug?: string | null;
                        /** @enum {string} */
                        type: "date";
                        properties?: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                            /** @description Minimum value (inclusive); a Unix timestamp for dates. */
                            ge?: number;
                            /** @description Maximum value (inclusive); a Unix timestamp for dates. */
                            le?: number;
                        } | null;
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Name of the custom field. */
                        name?: string | null;
                        /** @description Key under which values are stored; unique across the organization. */
                        slug?: string | null;
                        /** @enum {string} */
                        type: "number";
                        properties?: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                            /** @description Minimum value (inclusive); a Unix timestamp for dates. */
                            ge?: number;
                            /** @description Maximum value (inclusive); a Unix timestamp for dates. */
                            le?: number;
                        } | null;
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Name of the custom field. */
                        name?: string | null;
                        /** @description Key under which values are stored; unique across the organization. */
                        slug?: string | null;
                        /** @enum {string} */
                        type: "select";
                        properties?: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                            options: {
                                value: string;
                                label: string;
                            }[];
                        } | null;
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Name of the custom field. */
                        name?: string | null;
                        /** @description Key under which values are stored; unique across the organization. */
                        slug?: string | null;
                        /** @enum {string} */
                        type: "text";
                        properties?: {
                            form_label?: string;
                            form_help_text?: string;
                            form_placeholder?: string;
                            textarea?: boolean;
                            min_length?: number;
                            max_length?: number;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Custom field updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomField"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export customers as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customers, one row each (Polar's columns). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get saved payment methods of a customer */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's saved payment methods. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerPaymentMethodCard_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/external/{external_id}/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get saved payment methods of a customer by external ID */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description The customer external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's saved payment methods. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerPaymentMethodCard_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by exact email. */
                    email?: string;
                    /** @description Filter by name, email, or external ID. */
                    query?: string;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "email" | "-email" | "name" | "-name")[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's customers. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Customer_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a customer (records customer.created) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description The ID of the customer in your system. Must be unique in the organization and can't be changed once set. */
                        external_id?: string | null;
                        /**
                         * Format: email
                         * @description The email address of the customer. Must be unique in the organization.
                         */
                        email: string;
                        name?: string | null;
                        /** @description The name on the customer's invoices; null (or empty) falls back to the customer name. */
                        billing_name?: string | null;
                        billing_address?: {
                            line1?: string | null;
                            line2?: string | null;
                            postal_code?: string | null;
                            city?: string | null;
                            state?: string | null;
                            /**
                             * @description ISO 3166-1 alpha-2 country code.
                             * @enum {string}
                             */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        } | null;
                        /** @description Tax ID as the customer typed it; its format is detected. */
                        tax_id?: string | null;
                        /**
                         * @description A BCP 47 language tag; stored as the supported locale it matches (en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar).
                         * @example fr
                         */
                        locale?: string | null;
                        /**
                         * Format: uuid
                         * @description The ID of the organization owning the object. Required unless you use an organization token.
                         */
                        organization_id?: string | null;
                        /**
                         * @default individual
                         * @enum {string}
                         */
                        type?: "individual";
                    };
                };
            };
            responses: {
                /** @description Customer created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a customer (records customer.deleted) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Customer deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a customer (records customer.updated) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata?: components["schemas"]["MetadataInput"];
                        /**
                         * Format: email
                         * @description The email address of the customer. Must be unique in the organization.
                         */
                        email?: string | null;
                        name?: string | null;
                        /** @description The name on the customer's invoices; null (or empty) falls back to the customer name. */
                        billing_name?: string | null;
                        billing_address?: {
                            line1?: string | null;
                            line2?: string | null;
                            postal_code?: string | null;
                            city?: string | null;
                            state?: string | null;
                            /**
                             * @description ISO 3166-1 alpha-2 country code.
                             * @enum {string}
                             */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        } | null;
                        /** @description Tax ID as the customer typed it; its format is detected. */
                        tax_id?: string | null;
                        /**
                         * @description A BCP 47 language tag; stored as the supported locale it matches (en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar).
                         * @example fr
                         */
                        locale?: string | null;
                        /** @description The ID of the customer in your system. Must be unique in the organization and can't be changed once set. */
                        external_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description Customer updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customers/external/{external_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer by external ID */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The customer external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a customer by external ID (records customer.deleted) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The customer external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Customer deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a customer by external ID (records customer.updated) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The customer external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata?: components["schemas"]["MetadataInput"];
                        /**
                         * Format: email
                         * @description The email address of the customer. Must be unique in the organization.
                         */
                        email?: string | null;
                        name?: string | null;
                        /** @description The name on the customer's invoices; null (or empty) falls back to the customer name. */
                        billing_name?: string | null;
                        billing_address?: {
                            line1?: string | null;
                            line2?: string | null;
                            postal_code?: string | null;
                            city?: string | null;
                            state?: string | null;
                            /**
                             * @description ISO 3166-1 alpha-2 country code.
                             * @enum {string}
                             */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        } | null;
                        /** @description Tax ID as the customer typed it; its format is detected. */
                        tax_id?: string | null;
                        /**
                         * @description A BCP 47 language tag; stored as the supported locale it matches (en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar).
                         * @example fr
                         */
                        locale?: string | null;
                    };
                };
            };
            responses: {
                /** @description Customer updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/discounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List discounts */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by name. */
                    query?: string;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "name" | "-name" | "code" | "-code" | "redemptions_count" | "-redemptions_count")[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's discounts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Discount_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a discount */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Name of the discount; shown to the customer. */
                        name: string;
                        /** @description Code customers enter at checkout; unique per organization, case-insensitive. */
                        code?: string | null;
                        /** Format: date-time */
                        starts_at?: string | null;
                        /** Format: date-time */
                        ends_at?: string | null;
                        max_redemptions?: number | null;
                        /** @description Optional maximum number of times the discount can be redeemed by a single customer. */
                        max_redemptions_per_customer?: number | null;
                        /** @description Products it applies to; all products when empty. */
                        products?: string[] | null;
                        /**
                         * Format: uuid
                         * @description The ID of the organization owning the object. Required unless you use an organization token.
                         */
                        organization_id?: string | null;
                        /** @enum {string} */
                        duration: "once" | "forever" | "repeating";
                        /** @description Required when duration is `repeating`. */
                        duration_in_months?: number | null;
                        /** @enum {string} */
                        type: "fixed";
                        amount?: number | null;
                        /** @description Defaults to `usd`. */
                        currency?: string | null;
                        amounts?: {
                            [key: string]: number;
                        } | null;
                    } | {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** @description Name of the discount; shown to the customer. */
                        name: string;
                        /** @description Code customers enter at checkout; unique per organization, case-insensitive. */
                        code?: string | null;
                        /** Format: date-time */
                        starts_at?: string | null;
                        /** Format: date-time */
                        ends_at?: string | null;
                        max_redemptions?: number | null;
                        /** @description Optional maximum number of times the discount can be redeemed by a single customer. */
                        max_redemptions_per_customer?: number | null;
                        /** @description Products it applies to; all products when empty. */
                        products?: string[] | null;
                        /**
                         * Format: uuid
                         * @description The ID of the organization owning the object. Required unless you use an organization token.
                         */
                        organization_id?: string | null;
                        /** @enum {string} */
                        duration: "once" | "forever" | "repeating";
                        /** @description Required when duration is `repeating`. */
                        duration_in_months?: number | null;
                        /** @enum {string} */
                        type: "percentage";
                        basis_points: number;
                    };
                };
            };
            responses: {
                /** @description Discount created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Discount"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a discount */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The discount. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Discount"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a discount */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Discount deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a discount */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata?: components["schemas"]["MetadataInput"];
                        name?: string | null;
                        /** @description Code customers enter at checkout; unique per organization, case-insensitive. */
                        code?: string | null;
                        /** Format: date-time */
                        starts_at?: string | null;
                        /** Format: date-time */
                        ends_at?: string | null;
                        max_redemptions?: number | null;
                        /** @description Optional maximum number of times the discount can be redeemed by a single customer. */
                        max_redemptions_per_customer?: number | null;
                        /** @enum {string|null} */
                        duration?: "once" | "forever" | "repeating" | null;
                        duration_in_months?: number | null;
                        /** @enum {string|null} */
                        type?: "fixed" | "percentage" | null;
                        amount?: number | null;
                        /** @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`. */
                        currency?: string | null;
                        amounts?: {
                            [key: string]: number;
                        } | null;
                        basis_points?: number | null;
                        products?: string[] | null;
                    };
                };
            };
            responses: {
                /** @description Discount updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Discount"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export orders as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by product ID. */
                    product_id?: string[];
                    /** @description Filter by order status. */
                    status?: ("pending" | "paid" | "refunded" | "partially_refunded")[];
                    /** @description Only orders created after this time (with a UTC offset). */
                    created_after?: string;
                    /** @description Only orders created before this time (with a UTC offset). */
                    created_before?: string;
                    /** @description Time zone used to render dates in the CSV. */
                    timezone?: string;
                    /** @description Columns, in order; by default email, created_at, product, net_amount, currency, status, invoice_number. */
                    columns?: ("email" | "created_at" | "product" | "net_amount" | "currency" | "status" | "invoice_number" | "customer_name" | "billing_name" | "billing_country" | "subtotal_amount" | "discount_amount" | "tax_amount" | "total_amount" | "refunded_amount" | "billing_reason")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The orders, one row each (Polar's columns). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by product ID. */
                    product_id?: string[];
                    /** @description Filter by discount ID. */
                    discount_id?: string[];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by checkout ID. */
                    checkout_id?: string[];
                    /** @description Filter by order status. */
                    status?: ("pending" | "paid" | "refunded" | "partially_refunded")[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "status" | "-status" | "invoice_number" | "-invoice_number" | "amount" | "-amount" | "net_amount" | "-net_amount" | "customer" | "-customer" | "product" | "-product" | "discount" | "-discount" | "subscription" | "-subscription")[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's orders. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Order_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update an order */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The name of the customer that should appear on the invoice. */
                        billing_name?: string | null;
                        billing_address?: {
                            line1?: string | null;
                            line2?: string | null;
                            postal_code?: string | null;
                            city?: string | null;
                            state?: string | null;
                            /**
                             * @description ISO 3166-1 alpha-2 country code.
                             * @enum {string}
                             */
                            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Order updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an order's invoice URL */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A signed, expiring link to the invoice PDF. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderInvoice"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Generate an order's invoice */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Invoice generation accepted. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an order's receipt URL */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A signed, expiring link to the receipt PDF. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderReceipt"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List refunds */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by refund ID. */
                    id?: string[];
                    /** @description Filter by order ID. */
                    order_id?: string[];
                    /** @description Filter by subscription ID. */
                    subscription_id?: string[];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by `succeeded`. */
                    succeeded?: "true" | "false";
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "amount" | "-amount")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's refunds. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Refund_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a refund */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        metadata?: components["schemas"]["MetadataInput"];
                        /** Format: uuid */
                        order_id: string;
                        /** @enum {string} */
                        reason: "duplicate" | "fraudulent" | "customer_request" | "service_disruption" | "satisfaction_guarantee" | "other";
                        /** @description Amount to refund in cents, before tax (tax is refunded proportionally). Minimum is 1. */
                        amount: number;
                        /** @description An internal comment about the refund. */
                        comment?: string | null;
                        /**
                         * @description Revoke the benefits the order granted.
                         * @default false
                         */
                        revoke_benefits?: boolean;
                    };
                };
            };
            responses: {
                /** @description Refund created (status succeeded, or failed when the payment processor refused it). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Refund"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's webhook endpoints. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_WebhookEndpoint_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a webhook endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreate"];
                };
            };
            responses: {
                /** @description Webhook endpoint created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The webhook endpoint. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook endpoint */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Webhook endpoint deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a webhook endpoint */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookEndpointUpdate"];
                };
            };
            responses: {
                /** @description Webhook endpoint updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/webhooks/endpoints/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Reset a webhook endpoint's secret */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Webhook endpoint with its new secret. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook deliveries */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by webhook endpoint ID. */
                    endpoint_id?: string[];
                    /** @description Filter deliveries after this timestamp. */
                    start_timestamp?: string;
                    /** @description Filter deliveries before this timestamp. */
                    end_timestamp?: string;
                    succeeded?: "true" | "false";
                    /** @description Search in the event payload and response. */
                    query?: string;
                    http_code_class?: "2xx" | "3xx" | "4xx" | "5xx";
                    event_type?: components["schemas"]["WebhookEventType"][];
                    organization_id?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Delivery attempts, newest first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_WebhookDelivery_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeliver a webhook event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redelivery scheduled (same webhook-id). */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List checkout sessions */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    product_id?: string[];
                    customer_id?: string[];
                    external_customer_id?: string[];
                    status?: ("open" | "expired" | "confirmed" | "succeeded" | "failed")[];
                    /** @description Filter by customer email or name. */
                    query?: string;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "expires_at" | "-expires_at" | "status" | "-status")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's checkouts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Checkout_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a checkout session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutCreate"];
                };
            };
            responses: {
                /** @description Checkout session created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Checkout"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a checkout session */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout session. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Checkout"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a checkout session */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutUpdate"];
                };
            };
            responses: {
                /** @description Checkout session updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Checkout"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a checkout session from a client */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout session. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutPublic"];
                    };
                };
                /** @description Payment error. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The checkout is not open. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a checkout session from a client */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutUpdatePublic"];
                };
            };
            responses: {
                /** @description Checkout session updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutPublic"];
                    };
                };
                /** @description Payment error. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The checkout is not open. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a checkout session from a client */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutConfirmStripe"];
                };
            };
            responses: {
                /** @description Checkout session confirmed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutPublicConfirmed"];
                    };
                };
                /** @description Payment error. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The checkout is not open. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}/test-card-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tokenize a test card (Gatehouse test mode)
         * @description What Stripe.js does in the browser: a card number (Stripe's test cards) becomes a `ctoken_...` confirmation token for confirm.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TestCardTokenCreate"];
                };
            };
            responses: {
                /** @description The confirmation token. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestCardToken"];
                    };
                };
                /** @description Payment error. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The checkout is not open. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}/authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete the 3-D Secure challenge (Gatehouse test mode) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutAuthentication"];
                };
            };
            responses: {
                /** @description The checkout after the challenge. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutPublic"];
                    };
                };
                /** @description Payment error. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The checkout is not open. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/client/{client_secret}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice of a succeeded checkout's order (Gatehouse extension) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice URL. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutInvoice"];
                    };
                };
                /** @description Payment error. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The checkout is not open. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout-links/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List checkout links */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    product_id?: string[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "label" | "-label" | "success_url" | "-success_url" | "allow_discount_codes" | "-allow_discount_codes")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's checkout links. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CheckoutLink_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a checkout link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutLinkCreate"];
                };
            };
            responses: {
                /** @description Checkout link created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutLink"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a checkout link */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checkout link. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutLink"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a checkout link */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Checkout link deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a checkout link */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutLinkUpdate"];
                };
            };
            responses: {
                /** @description Checkout link updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutLink"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/checkout-links/{client_secret}/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open a checkout from a link */
        get: {
            parameters: {
                query?: {
                    customer_email?: string;
                    customer_name?: string;
                    discount_code?: string;
                };
                header?: never;
                path: {
                    client_secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect to the new checkout's page. */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such link. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A malformed path or query parameter (a NUL character). */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tax-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tax rates */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by country. */
                    country?: string;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "country" | "-country")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's tax rates. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_TaxRate_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a tax rate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TaxRateCreate"];
                };
            };
            responses: {
                /** @description Tax rate created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxRate"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tax-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tax rate */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tax rate. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxRate"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a tax rate */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tax rate deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a tax rate */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TaxRateUpdate"];
                };
            };
            responses: {
                /** @description Tax rate updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaxRate"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/subscriptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export subscriptions as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by product ID. */
                    product_id?: string[];
                    /** @description Filter by subscription status. */
                    status?: components["schemas"]["SubscriptionStatus"][];
                    /** @description Filter by subscriptions that are set to cancel at period end. */
                    cancel_at_period_end?: "true" | "false";
                    /** @description Only subscriptions started after this time (with a UTC offset). */
                    started_after?: string;
                    /** @description Only subscriptions started before this time (with a UTC offset). */
                    started_before?: string;
                    /** @description Time zone used to render dates in the CSV. */
                    timezone?: string;
                    /** @description Columns, in order; by default email, started_at, product, amount, currency, status, recurring_interval. */
                    columns?: ("email" | "started_at" | "product" | "amount" | "currency" | "status" | "recurring_interval" | "customer_name" | "billing_name" | "billing_country" | "discount" | "seats" | "current_period_start" | "current_period_end" | "cancel_at_period_end" | "canceled_at" | "ends_at" | "ended_at" | "cancellation_reason" | "trial_start" | "trial_end")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscriptions, one row each (Polar's columns). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscriptions */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by product ID. */
                    product_id?: string[];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by customer external ID. */
                    external_customer_id?: string[];
                    /** @description Filter by discount ID. */
                    discount_id?: string[];
                    /** @description Filter by active or inactive subscription. */
                    active?: "true" | "false";
                    /** @description Filter by subscriptions that are set to cancel at period end. */
                    cancel_at_period_end?: "true" | "false";
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("customer" | "-customer" | "status" | "-status" | "started_at" | "-started_at" | "current_period_end" | "-current_period_end" | "ended_at" | "-ended_at" | "ends_at" | "-ends_at" | "amount" | "-amount" | "product" | "-product" | "discount" | "-discount")[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's subscriptions. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Subscription_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a subscription */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Revoke a subscription */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Subscription revoked. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a subscription
         * @description Change the discount from the next period (`discount_id`, null removes it), change the product (`product_id`, `proration_behavior`: `invoice` charges the proration now, `prorate` adds it to the next renewal; default: the organization's setting), cancel at period end (`cancel_at_period_end: true`), undo it (`false`), revoke now (`revoke: true`), pause at period end (`pause_at_period_end: true`, optionally until `resumes_at`; `false` undoes it), resume a paused subscription now (`resume: true`, a new period charged at once), or replace the metadata (`metadata`).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubscriptionUpdate"];
                };
            };
            responses: {
                /** @description Subscription updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/subscriptions/{id}/update-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a product change
         * @description Gatehouse extension: the proration, the amount due now and the next renewal of a product change, without applying it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SubscriptionUpdatePreviewRequest"];
                };
            };
            responses: {
                /** @description The change's amounts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionUpdatePreview"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter events following filter clauses. JSON string following the same schema a meter filter clause. */
                    filter?: string;
                    /** @description Filter events after this timestamp. */
                    start_timestamp?: string;
                    /** @description Filter events before this timestamp. */
                    end_timestamp?: string;
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description Filter by a meter filter so only events impacting the meter are returned. */
                    meter_id?: string;
                    /** @description Filter by event name. */
                    name?: string[];
                    /** @description Filter by event source. */
                    source?: components["schemas"]["EventSource"][];
                    /** @description Query to filter events. */
                    query?: string;
                    /** @description When combined with depth, use this event as the anchor instead of root events. */
                    parent_id?: string;
                    depth?: number | null;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("timestamp" | "-timestamp")[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's events. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Event_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List event names */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description Filter by event source. */
                    source?: components["schemas"]["EventSource"][];
                    /** @description Query to filter event names. */
                    query?: string;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("name" | "-name" | "occurrences" | "-occurrences" | "first_seen" | "-first_seen" | "last_seen" | "-last_seen")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's event names. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_EventName_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/ingest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ingest events */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventsIngest"];
                };
            };
            responses: {
                /** @description Events inserted; duplicates (a repeated external_id) skipped. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventsIngestResponse"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/meters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List meters */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by name. */
                    query?: string;
                    /** @description Filter on archived meters. */
                    is_archived?: "true" | "false";
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "name" | "-name")[];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's meters. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Meter_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a meter */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MeterCreate"];
                };
            };
            responses: {
                /** @description Meter created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Meter"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/meters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a meter */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The meter. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Meter"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a meter */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MeterUpdate"];
                };
            };
            responses: {
                /** @description Meter updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Meter"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/meters/{id}/quantities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a meter's quantities */
        get: {
            parameters: {
                query: {
                    /** @description Start timestamp. */
                    start_timestamp: string;
                    /** @description End timestamp. */
                    end_timestamp: string;
                    /** @description Interval between two timestamps. */
                    interval: components["schemas"]["TimeInterval"];
                    /** @description IANA time zone of the buckets (a day is that zone's day). Default UTC. */
                    timezone?: string;
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description If set, the meter's quantity is computed per customer first, then aggregated across customers with this function. */
                    customer_aggregation_function?: components["schemas"]["AggregationFunction"];
                    /** @description Filter by metadata key-value pairs, deepObject style: `?metadata[key]=value`. Repeat a key to match any of its values; several keys must all match. */
                    metadata?: {
                        [key: string]: (string | number | boolean)[];
                    };
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The meter's quantities per interval and in total. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeterQuantities"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event-types/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List event types with their stats */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description Filter by name or label. */
                    query?: string;
                    /** @description Only event types of root events when true (every Gatehouse event is one). */
                    root_events?: "true" | "false";
                    /** @description Event types of the children of this event (Gatehouse events have none). */
                    parent_id?: string;
                    /** @description Filter by event source. */
                    source?: components["schemas"]["EventSource"] & unknown;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("name" | "-name" | "label" | "-label" | "occurrences" | "-occurrences" | "first_seen" | "-first_seen" | "last_seen" | "-last_seen")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's event types. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_EventTypeWithStats_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update an event type's label */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventTypeUpdate"];
                };
            };
            responses: {
                /** @description Event type updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventType"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/payments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payments (every charge attempt, declined ones included) */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by checkout ID. */
                    checkout_id?: string[];
                    /** @description Filter by order ID. */
                    order_id?: string[];
                    /** @description Filter by payment status. */
                    status?: components["schemas"]["PaymentStatus"][];
                    /** @description Filter by payment method. */
                    method?: string[];
                    /** @description Filter by customer email. */
                    customer_email?: string[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "status" | "-status" | "amount" | "-amount" | "method" | "-method")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's payments. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Payment_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a payment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The payment. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Payment"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List disputes */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by order ID. */
                    order_id?: string[];
                    /** @description Filter by dispute status. */
                    status?: ("prevented" | "early_warning" | "needs_response" | "under_review" | "lost" | "won")[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "amount" | "-amount")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's disputes. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_Dispute_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a dispute */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dispute. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Dispute"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a dispute (the processor closes it as lost; the order is refunded) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dispute, lost. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Dispute"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get metrics (revenue, orders, subscriptions, checkouts and churn per period) */
        get: {
            parameters: {
                query: {
                    /** @description Start date (YYYY-MM-DD), in `timezone`. */
                    start_date: string;
                    /** @description End date (YYYY-MM-DD), in `timezone`; included. */
                    end_date: string;
                    /** @description IANA time zone of the periods (a day is that zone's day). Default UTC. */
                    timezone?: string;
                    /** @description Interval between two timestamps. */
                    interval: components["schemas"]["TimeInterval"];
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by product ID. */
                    product_id?: string[];
                    /** @description Filter by billing type. `recurring` will filter data corresponding to subscriptions creations or renewals. `one_time` will filter data corresponding to one-time purchases. */
                    billing_type?: components["schemas"]["ProductBillingType"][];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description List of metric slugs to focus on. When provided, only the queried metrics are returned. */
                    metrics?: ("orders" | "revenue" | "net_revenue" | "cumulative_revenue" | "net_cumulative_revenue" | "average_order_value" | "net_average_order_value" | "one_time_products" | "one_time_products_revenue" | "one_time_products_net_revenue" | "new_subscriptions" | "new_subscriptions_revenue" | "new_subscriptions_net_revenue" | "renewed_subscriptions" | "renewed_subscriptions_revenue" | "renewed_subscriptions_net_revenue" | "active_subscriptions" | "committed_subscriptions" | "monthly_recurring_revenue" | "committed_monthly_recurring_revenue" | "trial_monthly_recurring_revenue" | "annual_recurring_revenue" | "committed_annual_recurring_revenue" | "average_revenue_per_user" | "checkouts" | "succeeded_checkouts" | "checkouts_conversion" | "canceled_subscriptions" | "canceled_subscriptions_customer_service" | "canceled_subscriptions_low_quality" | "canceled_subscriptions_missing_features" | "canceled_subscriptions_switched_service" | "canceled_subscriptions_too_complex" | "canceled_subscriptions_too_expensive" | "canceled_subscriptions_unused" | "canceled_subscriptions_other" | "churned_subscriptions" | "churn_rate")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Each period's metrics, their totals and their definitions. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricsResponse"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export metrics as CSV (one row per period) */
        get: {
            parameters: {
                query: {
                    /** @description Start date (YYYY-MM-DD), in `timezone`. */
                    start_date: string;
                    /** @description End date (YYYY-MM-DD), in `timezone`; included. */
                    end_date: string;
                    /** @description IANA time zone of the periods (a day is that zone's day). Default UTC. */
                    timezone?: string;
                    /** @description Interval between two timestamps. */
                    interval: components["schemas"]["TimeInterval"];
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by product ID. */
                    product_id?: string[];
                    /** @description Filter by billing type. `recurring` will filter data corresponding to subscriptions creations or renewals. `one_time` will filter data corresponding to one-time purchases. */
                    billing_type?: components["schemas"]["ProductBillingType"][];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description List of metric slugs to focus on. When provided, only the queried metrics are returned. */
                    metrics?: ("orders" | "revenue" | "net_revenue" | "cumulative_revenue" | "net_cumulative_revenue" | "average_order_value" | "net_average_order_value" | "one_time_products" | "one_time_products_revenue" | "one_time_products_net_revenue" | "new_subscriptions" | "new_subscriptions_revenue" | "new_subscriptions_net_revenue" | "renewed_subscriptions" | "renewed_subscriptions_revenue" | "renewed_subscriptions_net_revenue" | "active_subscriptions" | "committed_subscriptions" | "monthly_recurring_revenue" | "committed_monthly_recurring_revenue" | "trial_monthly_recurring_revenue" | "annual_recurring_revenue" | "committed_annual_recurring_revenue" | "average_revenue_per_user" | "checkouts" | "succeeded_checkouts" | "checkouts_conversion" | "canceled_subscriptions" | "canceled_subscriptions_customer_service" | "canceled_subscriptions_low_quality" | "canceled_subscriptions_missing_features" | "canceled_subscriptions_switched_service" | "canceled_subscriptions_too_complex" | "canceled_subscriptions_too_expensive" | "canceled_subscriptions_unused" | "canceled_subscriptions_other" | "churned_subscriptions" | "churn_rate")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The periods' metrics, one row each. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get metrics limits (the longest range of each interval) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The date limits. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricsLimits"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/dashboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List metric dashboards */
        get: {
            parameters: {
                query?: {
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization's dashboards (a plain array, as Polar's). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricDashboardSchema"][];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a metric dashboard */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MetricDashboardCreate"];
                };
            };
            responses: {
                /** @description Dashboard created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricDashboardSchema"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/dashboards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a metric dashboard */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dashboard. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricDashboardSchema"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a metric dashboard */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Dashboard deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a metric dashboard */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MetricDashboardUpdate"];
                };
            };
            responses: {
                /** @description Dashboard updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MetricDashboardSchema"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-sessions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer session (a polar_cst_ token for the customer portal, valid one hour) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSessionCustomerIDCreate"] | components["schemas"]["CustomerSessionCustomerExternalIDCreate"];
                };
            };
            responses: {
                /** @description Customer session created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSession"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer's state (active subscriptions, granted benefits, active meters) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer state. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerState"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/external/{external_id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer's state by external ID */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The customer external ID. */
                    external_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer state. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerState"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-meters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customer meters */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description Filter by organization ID. */
                    organization_id?: string[];
                    /** @description Filter by customer ID. */
                    customer_id?: string[];
                    /** @description Filter by external customer ID. */
                    external_customer_id?: string[];
                    /** @description Filter by meter ID. */
                    meter_id?: string[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "modified_at" | "-modified_at" | "customer_id" | "-customer_id" | "customer_name" | "-customer_name" | "meter_id" | "-meter_id" | "meter_name" | "-meter_name" | "consumed_units" | "-consumed_units" | "credited_units" | "-credited_units" | "balance" | "-balance")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer meters. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerMeter_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-meters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer meter */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer meter. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerMeter"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-key-meters/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an organization API key and count the request
         * @description Call it for each request your backend receives with a key. 401 InvalidApiKey (unknown, disabled or expired key), 429 (the key's rate limit, with Retry-After, or its quota), 403 NotPermitted with Gatehouse-Error-Code IP_NOT_ALLOWED (the key has an IP allowlist and `ip_address`, or this call's address, is outside it), 403 NotACustomer (the key's organization is not your customer), 402 UsageLimitReached (bound to a meter whose balance is spent: nothing is counted). Otherwise one event is ingested when the key is bound, and the balance after it is returned.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApiKeyVerify"];
                };
            };
            responses: {
                /** @description The key is valid; the request was counted when the key is bound. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyVerification"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UsageLimitReached: the customer's balance on the key's meter is spent. */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The key's rate limit (Retry-After says when to try again) or quota is spent. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-key-meters/{api_key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an API key's meter binding */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The organization API key's id. */
                    api_key_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The key's binding. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyMeter"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        /**
         * Bind an organization API key to a meter
         * @description Each request verified with the key then counts as one event on the meter, for your customer whose external_id is the key's organization. 404 when the key is not an organization key of one of your customers; 422 for a meter that is not yours or does not count events.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The organization API key's id. */
                    api_key_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApiKeyMeterBind"];
                };
            };
            responses: {
                /** @description The key's binding. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyMeter"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The key already counts on another organization's meter. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        /** Unbind an API key from its meter */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The organization API key's id. */
                    api_key_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unbound: the key's requests are no longer counted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in customer */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPortalCustomer"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the signed-in customer's billing details (records customer.updated) */
        patch: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerPortalCustomerUpdate"];
                };
            };
            responses: {
                /** @description The customer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPortalCustomer"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-portal/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer's orders */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                    /** @description Filter by product ID. */
                    product_id?: string[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "amount" | "-amount" | "net_amount" | "-net_amount" | "product" | "-product" | "subscription" | "-subscription")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's orders. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerOrder_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the customer's orders */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrder"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the billing name and address of one of the customer's orders (records order.updated) */
        patch: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerOrderUpdate"];
                };
            };
            responses: {
                /** @description The order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrder"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the invoice URL of one of the customer's orders */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A signed, expiring link to the invoice PDF. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderInvoice"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Generate the invoice of one of the customer's orders */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Invoice generation accepted. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the receipt URL of one of the customer's orders */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A signed, expiring link to the receipt PDF. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderReceipt"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/payment-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the payment status of one of the customer's orders */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The latest payment's status. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderPaymentStatus"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/orders/{id}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry the payment of an unpaid order (no Gatehouse order is unpaid: 422 OrderNotEligibleForRetry) */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerOrderConfirmPayment"];
                };
            };
            responses: {
                /** @description The payment's outcome. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrderPaymentConfirmation"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer's subscriptions */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                    /** @description Filter by product ID. */
                    product_id?: string[];
                    /** @description Filter by active or inactive subscription. */
                    active?: "true" | "false";
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("started_at" | "-started_at" | "amount" | "-amount" | "status" | "-status" | "product" | "-product")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's subscriptions. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerSubscription_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the customer's subscriptions */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSubscription"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel one of the customer's subscriptions
         * @description Cancels at the end of the current period (Polar's portal).
         */
        delete: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Subscription canceled at period end. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSubscription"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update one of the customer's subscriptions
         * @description Change the product (`product_id`; the organization's proration behavior), cancel at period end / uncancel (`cancel_at_period_end`, `cancellation_reason`, `cancellation_comment`), pause at period end or undo it (`pause_at_period_end`, `resumes_at`), or resume a paused subscription (`resume: true`) where the organization allows pausing.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSubscriptionUpdate"];
                };
            };
            responses: {
                /** @description Subscription updated. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSubscription"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-portal/benefit-grants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the benefits granted to the customer */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                    /** @description Filter by benefit type. */
                    type_filter?: ("custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit" | "feature_flag")[];
                    /** @description Filter by benefit ID. */
                    benefit_id?: string[];
                    /** @description Filter by order ID. */
                    order_id?: string[];
                    /** @description Filter by subscription ID. */
                    subscription_id?: string[];
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("granted_at" | "-granted_at" | "type" | "-type" | "organization" | "-organization" | "product_benefit" | "-product_benefit")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's benefit grants. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerBenefitGrant_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/organizations/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer portal's organization and the products a customer may buy or switch to (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization and its public products. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerOrganizationData"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/organizations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gatehouse extension: the organizations in which the signed-in user (session cookie) is a customer; with a customer session token, its seller */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organizations. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerOrganization_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customer-session/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Introspect the customer session (its expiry and return URL) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer session. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerCustomerSession"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customer-session/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the authenticated portal user */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The authenticated customer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PortalAuthenticatedUser"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer's saved payment methods */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The saved payment methods. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerPaymentMethod_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Add a payment method (a card saved with a setup at the processor) */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerPaymentMethodCreate"];
                };
            };
            responses: {
                /** @description Saved, or waiting for the card's 3-D Secure (client_secret). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPaymentMethodCreateSucceededResponse"] | components["schemas"]["CustomerPaymentMethodCreateRequiresActionResponse"];
                    };
                };
                /** @description The processor refused the card (PaymentError). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gatehouse: how to add a card here (test mode or Stripe.js) and the default card */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settings. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPaymentMethodSettings"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a payment method after its 3-D Secure step */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerPaymentMethodConfirm"];
                };
            };
            responses: {
                /** @description Saved. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPaymentMethodCreateSucceededResponse"] | components["schemas"]["CustomerPaymentMethodCreateRequiresActionResponse"];
                    };
                };
                /** @description The processor refused the card, or its 3-D Secure is not finished (PaymentError). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gatehouse: charge the customer's subscriptions to this payment method from now on */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The default payment method. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethodCard"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a payment method (not one a live subscription is charged to) */
        delete: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A live subscription is charged to it (PaymentMethodInUseByActiveSubscription). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customers/me/payment-methods/test-card-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tokenize a test card for adding it (Gatehouse test mode) */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TestCardTokenCreate"];
                };
            };
            responses: {
                /** @description The confirmation token. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestCardToken"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/subscriptions/{id}/update-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a product change
         * @description Gatehouse extension: the proration, the amount due now and the next renewal of switching to `product_id`, without applying it.
         */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSubscriptionUpdatePreviewRequest"];
                };
            };
            responses: {
                /** @description The change's amounts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionUpdatePreview"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/benefit-grants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the customer's benefit grants */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The benefit grant. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerBenefitGrant"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Link the customer's GitHub or Discord account to a grant (the grant is then made or moved) */
        patch: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerBenefitGrantUpdate"];
                };
            };
            responses: {
                /** @description The benefit grant. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerBenefitGrant"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/customer-portal/license-keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer's license keys */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                    /** @description Filter by a specific benefit */
                    benefit_id?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's license keys. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_LicenseKeyRead_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the customer's license keys with its activations */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The license key. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyWithActivations"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/license-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate one of the customer's license keys
         * @description A new key value for the same license key; the previous value stops validating at once.
         */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The license key with its new value. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LicenseKeyRead"];
                    };
                };
                /** @description A revoked key. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/downloadables/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the files the customer may download (signed links valid for an hour) */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                    /** @description Filter by benefit ID. */
                    benefit_id?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's downloadables. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_DownloadableRead_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/meters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer's meters (usage, credits and balance of the current period) */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                    /** @description Filter by meter ID. */
                    meter_id?: string[];
                    /** @description Filter by meter name. */
                    query?: string | null;
                    /** @description Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order. */
                    sorting?: ("created_at" | "-created_at" | "modified_at" | "-modified_at" | "meter_id" | "-meter_id" | "meter_name" | "-meter_name" | "consumed_units" | "-consumed_units" | "credited_units" | "-credited_units" | "balance" | "-balance")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's meters. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerCustomerMeter_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/meters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the customer's meters */
        get: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer meter. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerCustomerMeter"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/meters/{id}/quantities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the quantities of one of the customer's meters
         * @description Gatehouse extension (not in Polar): the meter's quantities per interval and in total, over the signed-in customer's own events only, as `GET /v1/meters/{id}/quantities` with that customer as the filter. `id` is the customer meter's ID (as in `/v1/customer-portal/meters/{id}`); another customer's is 404.
         */
        get: {
            parameters: {
                query: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                    /** @description Start timestamp. */
                    start_timestamp: string;
                    /** @description End timestamp. */
                    end_timestamp: string;
                    /** @description Interval between two timestamps. */
                    interval: components["schemas"]["TimeInterval"];
                    /** @description IANA time zone of the buckets (a day is that zone's day). Default UTC. */
                    timezone?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer's quantities per interval and in total. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeterQuantities"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List seats */
        get: {
            parameters: {
                query?: {
                    subscription_id?: string | null;
                    order_id?: string | null;
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The seats of the subscription or order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SeatsList"];
                    };
                };
                /** @description Neither subscription_id nor order_id, or not a seat-based product. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Assign seat */
        post: {
            parameters: {
                query?: {
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SeatAssign"];
                };
            };
            responses: {
                /** @description Seat assigned. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSeat"];
                    };
                };
                /** @description No available seats, the customer already has one, not exactly one target, or not a seat-based product. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-seats/{seat_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke seat */
        delete: {
            parameters: {
                query?: {
                    organization_id?: string;
                };
                header?: never;
                path: {
                    seat_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Seat revoked. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSeat"];
                    };
                };
                /** @description The seat belongs to an organization member: remove the member instead. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-seats/{seat_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend invitation */
        post: {
            parameters: {
                query?: {
                    organization_id?: string;
                };
                header?: never;
                path: {
                    seat_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Invitation sent again. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSeat"];
                    };
                };
                /** @description The seat is not pending. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-seats/claim/{invitation_token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get claim info */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invitation_token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What the invitation is for. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SeatClaimInfo"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-seats/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim seat */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SeatClaim"];
                };
            };
            responses: {
                /** @description Seat claimed, with a portal session for its holder. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSeatClaimResponse"];
                    };
                };
                /** @description Invalid, expired or already claimed token. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the seats of one of the customer's subscriptions or orders */
        get: {
            parameters: {
                query?: {
                    subscription_id?: string | null;
                    order_id?: string | null;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The seats. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SeatsList"];
                    };
                };
                /** @description Neither subscription_id nor order_id, or not a seat-based product. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Assign a seat */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SeatAssign"];
                };
            };
            responses: {
                /** @description Seat assigned. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSeat"];
                    };
                };
                /** @description No available seats, the customer already has one, not exactly one target, or not a seat-based product. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/seats/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the subscriptions the customer holds a claimed seat of */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, defaults to 1. */
                    page?: number;
                    /** @description Size of a page, defaults to 10. Maximum is 100. */
                    limit?: number;
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Subscriptions the customer has a seat of. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListResource_CustomerSubscription_"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/seats/{seat_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a seat */
        delete: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    seat_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Seat revoked. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSeat"];
                    };
                };
                /** @description The seat belongs to an organization member: remove the member instead. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/seats/{seat_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend a seat's invitation */
        post: {
            parameters: {
                query?: {
                    /** @description With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are. */
                    organization_id?: string;
                };
                header?: never;
                path: {
                    seat_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Invitation sent again. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSeat"];
                    };
                };
                /** @description The seat is not pending. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customer-session/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a customer a code to sign in to the customer portal
         * @description Always 202, whether or not the organization or the customer exists. At most 5 codes per customer per 15 minutes; each client address has RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSessionCodeRequest"];
                };
            };
            responses: {
                /** @description Mailed if the address is a customer's. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal/customer-session/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a mailed code for a customer session token
         * @description A code works once, for 30 minutes; a wrong or spent one is 401. Each client address has RATE_LIMIT_MAX tries per RATE_LIMIT_WINDOW (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomerSessionCodeAuthenticateRequest"];
                };
            };
            responses: {
                /** @description The customer session token. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSessionCodeAuthenticateResponse"];
                    };
                };
                /** @description Missing, unknown, expired or revoked credentials. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The caller may not do this. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not visible to the caller). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is over the size limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Validation error. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FilterClause: {
            property: string;
            operator: components["schemas"]["FilterOperator"];
            value: string | number | boolean;
        };
        /** @enum {string} */
        FilterOperator: "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "like" | "not_like";
        ListResource_Organization_: {
            items: components["schemas"]["Organization"][];
            pagination: components["schemas"]["Pagination"];
        };
        Organization: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            avatar_url: string | null;
            /** @enum {string} */
            proration_behavior: "invoice" | "prorate";
            allow_customer_updates: boolean;
            email: string | null;
            website: string | null;
            socials: components["schemas"]["OrganizationSocialLink"][];
            /** @enum {string} */
            status: "created" | "onboarding_started" | "under_review" | "denied" | "active";
            /** Format: date-time */
            details_submitted_at: string | null;
            /**
             * Format: date-time
             * @description Always null: Gatehouse does not review its sellers' onboarding.
             */
            onboarding_resubmission_requested_at: string | null;
            /** @description Whether the organization's members must sign in through its SSO provider (a verified, mandatory provider of Gatehouse's SSO settings). */
            sso_enforced: boolean;
            default_presentment_currency: string;
            /** @enum {string} */
            default_tax_behavior: "location" | "inclusive" | "exclusive";
            /** @description Gatehouse extension: the language of the organization's customers who have none of their own (null: their browser's, else the instance's). */
            default_locale: string | null;
            feature_settings: components["schemas"]["OrganizationFeatureSettings"];
            subscription_settings: components["schemas"]["OrganizationSubscriptionSettings"];
            notification_settings: components["schemas"]["OrganizationNotificationSettings"];
            customer_email_settings: components["schemas"]["OrganizationCustomerEmailSettings"];
            customer_portal_settings: components["schemas"]["OrganizationCustomerPortalSettings"];
            dispute_settings: components["schemas"]["OrganizationDisputeSettings"];
            /** @description Hosts allowed to embed this organization's checkout. */
            embed_hosts: string[];
            country: string | null;
            account_id: string | null;
            payout_account_id: string | null;
            capabilities: components["schemas"]["OrganizationCapabilities"];
        };
        OrganizationSocialLink: {
            /** @enum {string} */
            platform: "x" | "github" | "facebook" | "instagram" | "youtube" | "tiktok" | "linkedin" | "other";
            /** Format: uri */
            url: string;
        };
        OrganizationFeatureSettings: {
            /** @default false */
            issue_funding_enabled?: boolean;
            /** @default false */
            seat_based_pricing_enabled?: boolean;
            /** @default false */
            wallets_enabled?: boolean;
            /** @default false */
            member_model_enabled?: boolean;
            /** @default false */
            tinybird_read?: boolean;
            /** @default false */
            tinybird_compare?: boolean;
            /** @default false */
            checkout_localization_enabled?: boolean;
            /** @default null */
            overview_metrics?: string[] | null;
            /** @default false */
            reset_proration_behavior_enabled?: boolean;
        };
        OrganizationSubscriptionSettings: {
            /** @default false */
            allow_multiple_subscriptions?: boolean;
            /** @default true */
            allow_customer_updates?: boolean;
            /**
             * @default prorate
             * @enum {string}
             */
            proration_behavior?: "invoice" | "prorate";
            /** @default 0 */
            benefit_revocation_grace_period?: number;
            /** @default false */
            prevent_trial_abuse?: boolean;
        };
        OrganizationNotificationSettings: {
            /** @default true */
            new_order?: boolean;
            /** @default true */
            new_subscription?: boolean;
        };
        OrganizationCustomerEmailSettings: {
            /** @default true */
            order_confirmation?: boolean;
            /** @default true */
            payment_method_expiration_reminder?: boolean;
            /** @default true */
            subscription_cancellation?: boolean;
            /** @default true */
            subscription_confirmation?: boolean;
            /** @default true */
            subscription_cycled?: boolean;
            /** @default true */
            subscription_cycled_after_trial?: boolean;
            /** @default true */
            subscription_past_due?: boolean;
            /** @default true */
            subscription_paused?: boolean;
            /** @default true */
            subscription_resumed?: boolean;
            /** @default true */
            subscription_renewal_reminder?: boolean;
            /** @default true */
            subscription_revoked?: boolean;
            /** @default true */
            subscription_trial_conversion_reminder?: boolean;
            /** @default true */
            subscription_uncanceled?: boolean;
            /** @default true */
            subscription_updated?: boolean;
        };
        OrganizationCustomerPortalSettings: {
            /** @default {} */
            usage?: {
                /** @default true */
                show?: boolean;
            };
            /** @default {} */
            subscription?: {
                /** @default true */
                update_seats?: boolean;
                /** @default true */
                update_plan?: boolean;
                /** @default false */
                pause?: boolean;
            };
            /** @default {} */
            customer?: {
                /** @default true */
                allow_email_change?: boolean;
            };
        };
        OrganizationDisputeSettings: {
            auto_accept_below_amount: number | null;
        };
        OrganizationCapabilities: {
            checkout_payments: boolean;
            subscription_renewals: boolean;
            payouts: boolean;
            refunds: boolean;
            api_access: boolean;
            dashboard_access: boolean;
        };
        Pagination: {
            total_count: number;
            max_page: number;
        };
        Error: {
            error: string;
            detail: string;
        };
        HTTPValidationError: {
            detail: {
                loc: (string | number)[];
                msg: string;
                type: string;
                ctx?: {
                    [key: string]: string | number;
                };
            }[];
        };
        OrganizationCreate: {
            name: string;
            slug: string;
            /** Format: uri */
            avatar_url?: string | null;
            /** Format: email */
            email?: string | null;
            /** Format: uri */
            website?: string | null;
            socials?: components["schemas"]["OrganizationSocialLink"][] | null;
        };
        OrganizationUpdate: {
            name?: string | null;
            /** Format: uri */
            avatar_url?: string | null;
            /** Format: email */
            email?: string | null;
            /** Format: uri */
            website?: string | null;
            socials?: components["schemas"]["OrganizationSocialLink"][] | null;
            country?: string | null;
            default_presentment_currency?: string | null;
            /** @enum {string|null} */
            default_tax_behavior?: "location" | "inclusive" | "exclusive" | null;
            /**
             * @description A BCP 47 language tag; stored as the supported locale it matches (en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar).
             * @example fr
             */
            default_locale?: string | null;
            feature_settings?: {
                issue_funding_enabled?: boolean;
            } | null;
            subscription_settings?: {
                allow_multiple_subscriptions?: boolean;
                allow_customer_updates?: boolean;
                /** @enum {string} */
                proration_behavior?: "invoice" | "prorate";
                benefit_revocation_grace_period?: number;
                prevent_trial_abuse?: boolean;
            } | null;
            notification_settings?: {
                new_order?: boolean;
                new_subscription?: boolean;
            } | null;
            customer_email_settings?: {
                order_confirmation?: boolean;
                payment_method_expiration_reminder?: boolean;
                subscription_cancellation?: boolean;
                subscription_confirmation?: boolean;
                subscription_cycled?: boolean;
                subscription_cycled_after_trial?: boolean;
                subscription_past_due?: boolean;
                subscription_paused?: boolean;
                subscription_resumed?: boolean;
                subscription_renewal_reminder?: boolean;
                subscription_revoked?: boolean;
                subscription_trial_conversion_reminder?: boolean;
                subscription_uncanceled?: boolean;
                subscription_updated?: boolean;
            } | null;
            customer_portal_settings?: {
                usage?: {
                    show: boolean;
                };
                subscription?: {
                    update_seats: boolean;
                    update_plan: boolean;
                    pause?: boolean;
                };
                customer?: {
                    allow_email_change: boolean;
                };
            } | null;
            dispute_settings?: components["schemas"]["OrganizationDisputeSettingsUpdate"];
            embed_hosts?: string[] | null;
            /** @description Mandatory SSO is set in the organization's SSO settings: only its current value is accepted here. */
            sso_enforced?: boolean | null;
        };
        OrganizationDisputeSettingsUpdate: {
            auto_accept_below_amount?: number | null;
        } | null;
        StripeAccount: {
            organization_id: string;
            /** @description Stripe's acct_…; null when the key may not read it */
            account_id: string | null;
            /** @description True for live keys: real cards are charged */
            livemode: boolean;
            publishable_key: string;
            /** @example sk_test_…4242 */
            secret_key_hint: string;
            /** @example whsec_…9f3a */
            webhook_secret_hint: string;
            /** @description The endpoint to register in Stripe's dashboard */
            webhook_url: string;
            /** @description The events to select for that endpoint */
            webhook_events: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
        };
        StripeAccountConnect: {
            secret_key: string;
            publishable_key: string;
            webhook_secret: string;
        };
        StripeWebhookReceived: {
            /** @enum {boolean} */
            received: true;
            duplicate: boolean;
        };
        ListResource_OrganizationAccessToken_: {
            items: components["schemas"]["OrganizationAccessToken"][];
            pagination: components["schemas"]["Pagination"];
        };
        OrganizationAccessToken: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            scopes: components["schemas"]["AvailableScope"][];
            /** Format: date-time */
            expires_at: string | null;
            comment: string;
            /** Format: date-time */
            last_used_at: string | null;
            /** Format: uuid */
            organization_id: string;
            /** @description Addresses and CIDR ranges the token may be used from, normalised; empty: any address. */
            ip_allowlist: string[];
        };
        /** @enum {string} */
        AvailableScope: "openid" | "profile" | "email" | "user:read" | "user:write" | "organizations:read" | "organizations:write" | "custom_fields:read" | "custom_fields:write" | "discounts:read" | "discounts:write" | "checkout_links:read" | "checkout_links:write" | "checkouts:read" | "checkouts:write" | "transactions:read" | "transactions:write" | "payouts:read" | "payouts:write" | "products:read" | "products:write" | "benefits:read" | "benefits:write" | "events:read" | "events:write" | "meters:read" | "meters:write" | "files:read" | "files:write" | "subscriptions:read" | "subscriptions:write" | "customers:read" | "customers:write" | "members:read" | "members:write" | "wallets:read" | "wallets:write" | "disputes:read" | "customer_meters:read" | "customer_sessions:write" | "member_sessions:write" | "customer_seats:read" | "customer_seats:write" | "orders:read" | "orders:write" | "refunds:read" | "refunds:write" | "payments:read" | "metrics:read" | "metrics:write" | "webhooks:read" | "webhooks:write" | "license_keys:read" | "license_keys:write" | "customer_portal:read" | "customer_portal:write" | "notifications:read" | "notifications:write" | "notification_recipients:read" | "notification_recipients:write" | "organization_access_tokens:read" | "organization_access_tokens:write";
        OrganizationAccessTokenCreateResponse: {
            organization_access_token: components["schemas"]["OrganizationAccessToken"];
            token: string;
        };
        OrganizationAccessTokenCreate: {
            /** Format: uuid */
            organization_id?: string | null;
            comment: string;
            /** @description ISO 8601 duration (e.g. P30D) or seconds; null: never expires. */
            expires_in?: string | null;
            scopes: components["schemas"]["AvailableScope"][];
            /** @description IPv4/IPv6 addresses and CIDR ranges (at most 100) the token may be used from; omitted, null or empty: any address. A request from elsewhere is 403. */
            ip_allowlist?: string[] | null;
        };
        OrganizationAccessTokenUpdate: {
            comment?: string | null;
            scopes?: components["schemas"]["AvailableScope"][] | null;
            /** @description IPv4/IPv6 addresses and CIDR ranges (at most 100) the token may be used from; omitted, null or empty: any address. A request from elsewhere is 403. */
            ip_allowlist?: string[] | null;
        };
        ListResource_FileRead_: {
            items: components["schemas"]["FileRead"][];
            pagination: components["schemas"]["Pagination"];
        };
        FileRead: components["schemas"]["DownloadableFileRead"] | components["schemas"]["ProductMediaFileRead"];
        DownloadableFileRead: {
            /** @description The ID of the object. */
            id: string;
            organization_id: string;
            name: string;
            path: string;
            mime_type: string;
            size: number;
            storage_version: string | null;
            checksum_etag: string | null;
            checksum_sha256_base64: string | null;
            checksum_sha256_hex: string | null;
            /** Format: date-time */
            last_modified_at: string | null;
            version: string | null;
            is_uploaded: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description Human-readable size, e.g. `1.2 MB`. */
            size_readable: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "downloadable";
            /**
             * Format: date-time
             * @description When the file was flagged as malicious; Gatehouse does not scan files: always null.
             */
            flagged_malicious_at: string | null;
        };
        ProductMediaFileRead: {
            /** @description The ID of the object. */
            id: string;
            organization_id: string;
            name: string;
            path: string;
            mime_type: string;
            size: number;
            storage_version: string | null;
            checksum_etag: string | null;
            checksum_sha256_base64: string | null;
            checksum_sha256_hex: string | null;
            /** Format: date-time */
            last_modified_at: string | null;
            version: string | null;
            is_uploaded: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description Human-readable size, e.g. `1.2 MB`. */
            size_readable: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "product_media";
            /** @description Public URL of the media, served without authentication. */
            public_url: string;
        };
        FileUpload: {
            /** @description The ID of the object. */
            id: string;
            organization_id: string;
            name: string;
            path: string;
            mime_type: string;
            size: number;
            storage_version: string | null;
            checksum_etag: string | null;
            checksum_sha256_base64: string | null;
            checksum_sha256_hex: string | null;
            /** Format: date-time */
            last_modified_at: string | null;
            upload: {
                /** @description Identifier of the multipart upload. */
                id: string;
                path: string;
                parts: {
                    number: number;
                    chunk_start: number;
                    chunk_end: number;
                    checksum_sha256_base64: string | null;
                    /** @description Where to PUT this part's bytes. */
                    url: string;
                    /** Format: date-time */
                    expires_at: string;
                    /** @description Headers to send with the PUT. */
                    headers: {
                        [key: string]: string;
                    };
                }[];
            };
            version: string | null;
            is_uploaded: boolean;
            /** @enum {string} */
            service: "downloadable" | "product_media";
            size_readable: string;
        };
        FileCreate: {
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            name: string;
            /** @description MIME type of the file. */
            mime_type: string;
            /** @description Size of the file in bytes. */
            size: number;
            /** @description Base64 SHA-256 of the content. */
            checksum_sha256_base64?: string | null;
            upload: {
                parts: {
                    number: number;
                    chunk_start: number;
                    chunk_end: number;
                    /** @description Base64 SHA-256 of the content. */
                    checksum_sha256_base64?: string | null;
                }[];
            };
            version?: string | null;
            /** @enum {string} */
            service: "downloadable";
        } | {
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            name: string;
            mime_type: string;
            size: number;
            /** @description Base64 SHA-256 of the content. */
            checksum_sha256_base64?: string | null;
            upload: {
                parts: {
                    number: number;
                    chunk_start: number;
                    chunk_end: number;
                    /** @description Base64 SHA-256 of the content. */
                    checksum_sha256_base64?: string | null;
                }[];
            };
            version?: string | null;
            /** @enum {string} */
            service: "product_media";
        };
        FileUploadCompleted: {
            id: string;
            path: string;
            parts: {
                number: number;
                checksum_etag: string;
                checksum_sha256_base64: string | null;
            }[];
        };
        FilePatch: {
            name?: string | null;
            version?: string | null;
        };
        ListResource_Benefit_: {
            items: components["schemas"]["Benefit"][];
            pagination: components["schemas"]["Pagination"];
        };
        Benefit: components["schemas"]["BenefitCustom"] | components["schemas"]["BenefitDiscord"] | components["schemas"]["BenefitGitHubRepository"] | components["schemas"]["BenefitDownloadables"] | components["schemas"]["BenefitLicenseKeys"] | components["schemas"]["BenefitMeterCredit"] | components["schemas"]["BenefitFeatureFlag"];
        BenefitCustom: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            /** @description Whether the benefit is selectable when creating a product. */
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            visibility: components["schemas"]["BenefitVisibility"];
            /** @description Whether the visibility may be other than public (custom, license keys, meter credit, feature flag). */
            visibility_configurable: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "custom";
            properties: {
                note: string | null;
            };
        };
        Metadata: {
            [key: string]: string | number | boolean;
        };
        /**
         * @description The visibility of the benefit in the customer portal.
         * @enum {string}
         */
        BenefitVisibility: "draft" | "private" | "public";
        BenefitDiscord: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            /** @description Whether the benefit is selectable when creating a product. */
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            visibility: components["schemas"]["BenefitVisibility"];
            /** @description Whether the visibility may be other than public (custom, license keys, meter credit, feature flag). */
            visibility_configurable: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "discord";
            properties: {
                guild_id: string;
                role_id: string;
                kick_member: boolean;
                /** @description Signed token identifying the guild; required by Polar's model. */
                guild_token: string;
            };
        };
        BenefitGitHubRepository: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            /** @description Whether the benefit is selectable when creating a product. */
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            visibility: components["schemas"]["BenefitVisibility"];
            /** @description Whether the visibility may be other than public (custom, license keys, meter credit, feature flag). */
            visibility_configurable: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "github_repository";
            properties: {
                repository_owner: string;
                repository_name: string;
                /** @enum {string} */
                permission: "pull" | "triage" | "push" | "maintain" | "admin";
            };
        };
        BenefitDownloadables: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            /** @description Whether the benefit is selectable when creating a product. */
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            visibility: components["schemas"]["BenefitVisibility"];
            /** @description Whether the visibility may be other than public (custom, license keys, meter credit, feature flag). */
            visibility_configurable: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "downloadables";
            properties: {
                /** @description File ID → whether it is archived. */
                archived: {
                    [key: string]: boolean;
                };
                files: string[];
            };
        };
        BenefitLicenseKeys: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            /** @description Whether the benefit is selectable when creating a product. */
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            visibility: components["schemas"]["BenefitVisibility"];
            /** @description Whether the visibility may be other than public (custom, license keys, meter credit, feature flag). */
            visibility_configurable: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "license_keys";
            properties: {
                prefix: string | null;
                expires: {
                    ttl: number;
                    /** @enum {string} */
                    timeframe: "year" | "month" | "day";
                } | null;
                activations: {
                    limit: number;
                    enable_customer_admin: boolean;
                } | null;
                limit_usage: number | null;
            };
        };
        BenefitMeterCredit: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            /** @description Whether the benefit is selectable when creating a product. */
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            visibility: components["schemas"]["BenefitVisibility"];
            /** @description Whether the visibility may be other than public (custom, license keys, meter credit, feature flag). */
            visibility_configurable: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "meter_credit";
            properties: {
                units: number;
                rollover: boolean;
                meter_id: string;
            };
        };
        BenefitFeatureFlag: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            /** @description Whether the benefit is selectable when creating a product. */
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            visibility: components["schemas"]["BenefitVisibility"];
            /** @description Whether the visibility may be other than public (custom, license keys, meter credit, feature flag). */
            visibility_configurable: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "feature_flag";
            properties: Record<string, never>;
        };
        BenefitCreate: {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description: string;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "custom";
            properties: {
                note?: string | null;
            };
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description: string;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "discord";
            properties: {
                /** @description Write-only input: the guild the bot was installed on. */
                guild_token: string;
                role_id: string;
                kick_member: boolean;
            };
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description: string;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "github_repository";
            properties: {
                /** @example polarsource */
                repository_owner: string;
                /** @example private_repo */
                repository_name: string;
                /** @enum {string} */
                permission: "pull" | "triage" | "push" | "maintain" | "admin";
            };
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description: string;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "downloadables";
            properties: {
                archived?: {
                    [key: string]: boolean;
                };
                files: string[];
            };
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description: string;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "license_keys";
            properties: {
                prefix?: string | null;
                expires?: {
                    ttl: number;
                    /** @enum {string} */
                    timeframe: "year" | "month" | "day";
                } | null;
                activations?: {
                    limit: number;
                    enable_customer_admin: boolean;
                } | null;
                limit_usage?: number | null;
            };
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description: string;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "meter_credit";
            properties: {
                units: number;
                rollover: boolean;
                /** Format: uuid */
                meter_id: string;
            };
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description: string;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "feature_flag";
            properties: Record<string, never>;
        };
        MetadataInput: {
            [key: string]: string | number | boolean;
        };
        BenefitUpdate: {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "custom";
            properties?: {
                note?: string | null;
            } | null;
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "discord";
            properties?: {
                /** @description Write-only input: the guild the bot was installed on. */
                guild_token: string;
                role_id: string;
                kick_member: boolean;
            } | null;
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "github_repository";
            properties?: {
                /** @example polarsource */
                repository_owner: string;
                /** @example private_repo */
                repository_name: string;
                /** @enum {string} */
                permission: "pull" | "triage" | "push" | "maintain" | "admin";
            } | null;
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "downloadables";
            properties?: {
                archived?: {
                    [key: string]: boolean;
                };
                files: string[];
            } | null;
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "license_keys";
            properties?: {
                prefix?: string | null;
                expires?: {
                    ttl: number;
                    /** @enum {string} */
                    timeframe: "year" | "month" | "day";
                } | null;
                activations?: {
                    limit: number;
                    enable_customer_admin: boolean;
                } | null;
                limit_usage?: number | null;
            } | null;
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "meter_credit";
            properties?: {
                units: number;
                rollover: boolean;
                /** Format: uuid */
                meter_id: string;
            } | null;
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The description of the benefit. Will be displayed on products having this benefit. */
            description?: string | null;
            /**
             * @description The visibility of the benefit in the customer portal.
             * @enum {string|null}
             */
            visibility?: "draft" | "private" | "public" | null;
            /** @enum {string} */
            type: "feature_flag";
            properties?: Record<string, never> | null;
        };
        ListResource_BenefitDownloadableFile_: {
            items: components["schemas"]["BenefitDownloadableFile"][];
            pagination: components["schemas"]["Pagination"];
        };
        BenefitDownloadableFile: components["schemas"]["DownloadableFileRead"] & {
            /** @description Number of distinct customers or members who downloaded the file. */
            downloaders: number;
            /** @description Total number of downloads for the file. */
            downloads: number;
        };
        ListResource_BenefitGrant_: {
            items: components["schemas"]["BenefitGrant"][];
            pagination: components["schemas"]["Pagination"];
        };
        BenefitGrant: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** Format: date-time */
            granted_at: string | null;
            is_granted: boolean;
            /** Format: date-time */
            revoked_at: string | null;
            is_revoked: boolean;
            subscription_id: string | null;
            order_id: string | null;
            customer_id: string;
            member_id: string | null;
            benefit_id: string;
            error: components["schemas"]["BenefitGrantError"];
            customer: components["schemas"]["Customer"];
            member: null;
            benefit: components["schemas"]["Benefit"];
            properties: components["schemas"]["BenefitGrantDiscordProperties"] | components["schemas"]["BenefitGrantGitHubRepositoryProperties"] | components["schemas"]["BenefitGrantDownloadablesProperties"] | components["schemas"]["BenefitGrantLicenseKeysProperties"] | components["schemas"]["BenefitGrantCustomProperties"] | components["schemas"]["BenefitGrantMeterCreditProperties"];
        };
        BenefitGrantError: {
            message: string;
            type: string;
            timestamp: string;
        } | null;
        Customer: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            external_id: string | null;
            email: string;
            email_verified: boolean;
            /** @enum {string} */
            type: "individual";
            name: string | null;
            /** @description The name that should appear on the customer's invoices. Falls back to the customer name when not explicitly set. */
            billing_name: string | null;
            billing_address: {
                line1: string | null;
                line2: string | null;
                postal_code: string | null;
                city: string | null;
                state: string | null;
                /** @enum {string} */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "CU" | "IR" | "KP" | "RU" | "SY";
            } | null;
            tax_id: [
                string,
                "ad_nrt" | "ae_trn" | "ar_cuit" | "au_abn" | "au_arn" | "bg_uic" | "bh_vat" | "bo_tin" | "br_cnpj" | "br_cpf" | "ca_bn" | "ca_gst_hst" | "ca_pst_bc" | "ca_pst_mb" | "ca_pst_sk" | "ca_qst" | "ch_uid" | "ch_vat" | "cl_tin" | "cn_tin" | "co_nit" | "cr_tin" | "de_stn" | "do_rcn" | "ec_ruc" | "eg_tin" | "es_cif" | "eu_oss_vat" | "eu_vat" | "gb_vat" | "ge_vat" | "hk_br" | "hr_oib" | "hu_tin" | "id_npwp" | "il_vat" | "in_gst" | "is_vat" | "jp_cn" | "jp_rn" | "jp_trn" | "ke_pin" | "kr_brn" | "kz_bin" | "li_uid" | "mk_vat" | "mx_rfc" | "my_frp" | "my_itn" | "my_sst" | "ng_tin" | "no_vat" | "no_voec" | "nz_gst" | "om_vat" | "pe_ruc" | "ph_tin" | "ro_tin" | "rs_pib" | "ru_inn" | "ru_kpp" | "sa_vat" | "sg_gst" | "sg_uen" | "si_tin" | "sv_nit" | "th_vat" | "tr_tin" | "tw_vat" | "ua_vat" | "us_ein" | "uy_ruc" | "ve_rif" | "vn_tin" | "za_vat"
            ] | null;
            /** @description The language, one of en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar, or null. */
            locale: string | null;
            organization_id: string;
            /**
             * Format: date-time
             * @description Set when the customer was (soft-)deleted.
             */
            deleted_at: string | null;
            /**
             * Format: date-time
             * @description Timestamp of the first event ingested for this customer. Can predate `created_at`, and is null if no event was ever ingested.
             */
            first_user_event_at: string | null;
            avatar_url: string;
        };
        BenefitGrantDiscordProperties: {
            account_id?: string | null;
            guild_id?: string;
            role_id?: string;
            granted_account_id?: string;
        };
        BenefitGrantGitHubRepositoryProperties: {
            account_id?: string | null;
            repository_owner?: string;
            repository_name?: string;
            /** @enum {string} */
            permission?: "pull" | "triage" | "push" | "maintain" | "admin";
            granted_account_id?: string;
        };
        BenefitGrantDownloadablesProperties: {
            files?: string[];
        };
        BenefitGrantLicenseKeysProperties: {
            user_provided_key?: string;
            license_key_id?: string;
            display_key?: string;
        };
        BenefitGrantCustomProperties: Record<string, never>;
        BenefitGrantMeterCreditProperties: {
            last_credited_meter_id?: string;
            last_credited_units?: number;
            last_credited_at?: string;
        };
        ListResource_LicenseKeyRead_: {
            items: components["schemas"]["LicenseKeyRead"][];
            pagination: components["schemas"]["Pagination"];
        };
        LicenseKeyRead: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            organization_id: string;
            customer_id: string;
            customer: components["schemas"]["LicenseKeyCustomer"];
            /** @description From API version 2026-10. The ID of the seat member holding this key. */
            member_id?: string | null;
            /** @description From API version 2026-10. The seat member holding this key; null for keys granted to the customer directly. */
            member?: {
                /** @description The ID of the object. */
                id: string;
                email: string;
                external_id: string | null;
            } | null;
            benefit_id: string;
            key: string;
            display_key: string;
            status: components["schemas"]["LicenseKeyStatus"];
            limit_activations: number | null;
            usage: number;
            limit_usage: number | null;
            validations: number;
            /** Format: date-time */
            last_validated_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
        };
        LicenseKeyCustomer: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            metadata: components["schemas"]["Metadata"];
            external_id: string | null;
            email: string;
            email_verified: boolean;
            /** @enum {string} */
            type: "individual";
            name: string | null;
            /** @description The name that should appear on the customer's invoices. Falls back to the customer name when not explicitly set. */
            billing_name: string | null;
            billing_address: {
                line1: string | null;
                line2: string | null;
                postal_code: string | null;
                city: string | null;
                state: string | null;
                /** @enum {string} */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "CU" | "IR" | "KP" | "RU" | "SY";
            } | null;
            tax_id: [
                string,
                "ad_nrt" | "ae_trn" | "ar_cuit" | "au_abn" | "au_arn" | "bg_uic" | "bh_vat" | "bo_tin" | "br_cnpj" | "br_cpf" | "ca_bn" | "ca_gst_hst" | "ca_pst_bc" | "ca_pst_mb" | "ca_pst_sk" | "ca_qst" | "ch_uid" | "ch_vat" | "cl_tin" | "cn_tin" | "co_nit" | "cr_tin" | "de_stn" | "do_rcn" | "ec_ruc" | "eg_tin" | "es_cif" | "eu_oss_vat" | "eu_vat" | "gb_vat" | "ge_vat" | "hk_br" | "hr_oib" | "hu_tin" | "id_npwp" | "il_vat" | "in_gst" | "is_vat" | "jp_cn" | "jp_rn" | "jp_trn" | "ke_pin" | "kr_brn" | "kz_bin" | "li_uid" | "mk_vat" | "mx_rfc" | "my_frp" | "my_itn" | "my_sst" | "ng_tin" | "no_vat" | "no_voec" | "nz_gst" | "om_vat" | "pe_ruc" | "ph_tin" | "ro_tin" | "rs_pib" | "ru_inn" | "ru_kpp" | "sa_vat" | "sg_gst" | "sg_uen" | "si_tin" | "sv_nit" | "th_vat" | "tr_tin" | "tw_vat" | "ua_vat" | "us_ein" | "uy_ruc" | "ve_rif" | "vn_tin" | "za_vat"
            ] | null;
            /** @description The language, one of en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar, or null. */
            locale: string | null;
            organization_id: string;
            /**
             * Format: date-time
             * @description Set when the customer was (soft-)deleted.
             */
            deleted_at: string | null;
            /**
             * Format: date-time
             * @description Timestamp of the first event ingested for this customer. Can predate `created_at`, and is null if no event was ever ingested.
             */
            first_user_event_at: string | null;
            avatar_url: string;
        };
        /** @enum {string} */
        LicenseKeyStatus: "granted" | "revoked" | "disabled";
        LicenseKeyWithActivations: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            organization_id: string;
            customer_id: string;
            customer: components["schemas"]["LicenseKeyCustomer"];
            /** @description From API version 2026-10. The ID of the seat member holding this key. */
            member_id?: string | null;
            /** @description From API version 2026-10. The seat member holding this key; null for keys granted to the customer directly. */
            member?: {
                /** @description The ID of the object. */
                id: string;
                email: string;
                external_id: string | null;
            } | null;
            benefit_id: string;
            key: string;
            display_key: string;
            status: components["schemas"]["LicenseKeyStatus"];
            limit_activations: number | null;
            usage: number;
            limit_usage: number | null;
            validations: number;
            /** Format: date-time */
            last_validated_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            activations: components["schemas"]["LicenseKeyActivationBase"][];
        };
        LicenseKeyActivationBase: {
            /** @description The ID of the object. */
            id: string;
            license_key_id: string;
            label: string;
            meta: {
                [key: string]: string | number | boolean;
            };
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
        };
        LicenseKeyUpdate: {
            status?: components["schemas"]["LicenseKeyStatus"] | null;
            /** @default 0 */
            usage?: number;
            limit_activations?: number | null;
            limit_usage?: number | null;
            /** Format: date-time */
            expires_at?: string | null;
        };
        LicenseKeyActivationRead: components["schemas"]["LicenseKeyActivationBase"] & {
            license_key: components["schemas"]["LicenseKeyRead"];
        };
        ValidatedLicenseKey: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            organization_id: string;
            customer_id: string;
            customer: components["schemas"]["LicenseKeyCustomer"];
            /** @description From API version 2026-10. The ID of the seat member holding this key. */
            member_id?: string | null;
            /** @description From API version 2026-10. The seat member holding this key; null for keys granted to the customer directly. */
            member?: {
                /** @description The ID of the object. */
                id: string;
                email: string;
                external_id: string | null;
            } | null;
            benefit_id: string;
            key: string;
            display_key: string;
            status: components["schemas"]["LicenseKeyStatus"];
            limit_activations: number | null;
            usage: number;
            limit_usage: number | null;
            validations: number;
            /** Format: date-time */
            last_validated_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** @description From API version 2027-01. The subscription granting the key. */
            subscription_id?: string | null;
            /** @description From API version 2027-01. The subscription granting the key. */
            subscription?: {
                /** @description The ID of the object. */
                id: string;
                status: components["schemas"]["SubscriptionStatus"];
                /** Format: date-time */
                current_period_start: string;
                /** Format: date-time */
                current_period_end: string;
                cancel_at_period_end: boolean;
                /** Format: date-time */
                ends_at: string | null;
            } | null;
            /** @description From API version 2027-01. The one-time order granting the key. */
            order_id?: string | null;
            /** @description From API version 2027-01. The one-time order granting the key. */
            order?: {
                /** @description The ID of the object. */
                id: string;
                /** Format: date-time */
                created_at: string;
                /** @enum {string} */
                status: "pending" | "paid" | "refunded" | "partially_refunded";
                paid: boolean;
            } | null;
            activation: components["schemas"]["LicenseKeyActivationBase"] | null;
        };
        /** @enum {string} */
        SubscriptionStatus: "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";
        LicenseKeyValidate: {
            key: string;
            /** Format: uuid */
            organization_id: string;
            /** Format: uuid */
            activation_id?: string | null;
            /** Format: uuid */
            benefit_id?: string | null;
            /** Format: uuid */
            customer_id?: string | null;
            increment_usage?: number | null;
            conditions?: {
                [key: string]: string | number | boolean;
            };
        };
        LicenseKeyActivationCreated: components["schemas"]["LicenseKeyActivationBase"] & {
            license_key: components["schemas"]["GrantedLicenseKey"];
        };
        GrantedLicenseKey: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            organization_id: string;
            customer_id: string;
            customer: components["schemas"]["LicenseKeyCustomer"];
            /** @description From API version 2026-10. The ID of the seat member holding this key. */
            member_id?: string | null;
            /** @description From API version 2026-10. The seat member holding this key; null for keys granted to the customer directly. */
            member?: {
                /** @description The ID of the object. */
                id: string;
                email: string;
                external_id: string | null;
            } | null;
            benefit_id: string;
            key: string;
            display_key: string;
            status: components["schemas"]["LicenseKeyStatus"];
            limit_activations: number | null;
            usage: number;
            limit_usage: number | null;
            validations: number;
            /** Format: date-time */
            last_validated_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** @description From API version 2027-01. The subscription granting the key. */
            subscription_id?: string | null;
            /** @description From API version 2027-01. The subscription granting the key. */
            subscription?: {
                /** @description The ID of the object. */
                id: string;
                status: components["schemas"]["SubscriptionStatus"];
                /** Format: date-time */
                current_period_start: string;
                /** Format: date-time */
                current_period_end: string;
                cancel_at_period_end: boolean;
                /** Format: date-time */
                ends_at: string | null;
            } | null;
            /** @description From API version 2027-01. The one-time order granting the key. */
            order_id?: string | null;
            /** @description From API version 2027-01. The one-time order granting the key. */
            order?: {
                /** @description The ID of the object. */
                id: string;
                /** Format: date-time */
                created_at: string;
                /** @enum {string} */
                status: "pending" | "paid" | "refunded" | "partially_refunded";
                paid: boolean;
            } | null;
        };
        LicenseKeyActivate: {
            key: string;
            /** Format: uuid */
            organization_id: string;
            label: string;
            conditions?: {
                [key: string]: string | number | boolean;
            };
            meta?: {
                [key: string]: string | number | boolean;
            };
        };
        LicenseKeyDeactivate: {
            key: string;
            /** Format: uuid */
            organization_id: string;
            /** Format: uuid */
            activation_id: string;
        };
        ListResource_Product_: {
            items: components["schemas"]["Product"][];
            pagination: components["schemas"]["Pagination"];
        };
        Product: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            visibility: "draft" | "private" | "public";
            /**
             * @description Null for a one-time purchase.
             * @enum {string|null}
             */
            recurring_interval: "day" | "week" | "month" | "year" | null;
            recurring_interval_count: number | null;
            /**
             * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
             * @default null
             * @enum {string|null}
             */
            meter_interval?: "day" | "week" | "month" | "year" | null;
            /**
             * @description Number of meter interval units. None when no meter cycle is set.
             * @default null
             */
            meter_interval_count?: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            /** @description Whether the product can be permanently deleted. Products referenced by an order, subscription, trial or discount cannot be deleted. */
            is_deletable: boolean;
            prices: ({
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            })[];
            benefits: components["schemas"]["Benefit"][];
            medias: components["schemas"]["ProductMediaFileRead"][];
            attached_custom_fields: {
                custom_field_id: string;
                custom_field: components["schemas"]["CustomField"];
                /** @description Order of the custom field in the form. */
                order: number;
                required: boolean;
            }[];
        };
        ProductPriceMeter: {
            /** @description The ID of the object. */
            id: string;
            name: string;
            /** @enum {string} */
            unit: "scalar" | "token" | "custom";
            custom_label: string | null;
            custom_multiplier: number | null;
        };
        ProductPriceSeatTiersOutput: {
            /** @enum {string} */
            seat_tier_type: "volume" | "graduated";
            tiers: components["schemas"]["ProductPriceSeatTier"][];
            /** @description Minimum number of seats required for purchase, derived from first tier. */
            minimum_seats: number;
            /** @description Maximum number of seats allowed for purchase, derived from last tier. None for unlimited. */
            maximum_seats: number | null;
        };
        ProductPriceSeatTier: {
            /** @description Minimum number of seats (inclusive) */
            min_seats: number;
            /** @description Maximum number of seats (inclusive). None for unlimited. */
            max_seats?: number | null;
            /** @description Price per seat in cents for this tier */
            price_per_seat: number;
        };
        CustomField: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            slug: string;
            name: string;
            organization_id: string;
            /** @enum {string} */
            type: "checkbox";
            properties: {
                form_label?: string;
                form_help_text?: string;
                form_placeholder?: string;
            };
        } | {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            slug: string;
            name: string;
            organization_id: string;
            /** @enum {string} */
            type: "date";
            properties: {
                form_label?: string;
                form_help_text?: string;
                form_placeholder?: string;
                /** @description Minimum value (inclusive); a Unix timestamp for dates. */
                ge?: number;
                /** @description Maximum value (inclusive); a Unix timestamp for dates. */
                le?: number;
            };
        } | {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            slug: string;
            name: string;
            organization_id: string;
            /** @enum {string} */
            type: "number";
            properties: {
                form_label?: string;
                form_help_text?: string;
                form_placeholder?: string;
                /** @description Minimum value (inclusive); a Unix timestamp for dates. */
                ge?: number;
                /** @description Maximum value (inclusive); a Unix timestamp for dates. */
                le?: number;
            };
        } | {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            slug: string;
            name: string;
            organization_id: string;
            /** @enum {string} */
            type: "select";
            properties: {
                form_label?: string;
                form_help_text?: string;
                form_placeholder?: string;
                options: {
                    value: string;
                    label: string;
                }[];
            };
        } | {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            slug: string;
            name: string;
            organization_id: string;
            /** @enum {string} */
            type: "text";
            properties: {
                form_label?: string;
                form_help_text?: string;
                form_placeholder?: string;
                textarea?: boolean;
                min_length?: number;
                max_length?: number;
            };
        };
        ProductCreate: {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The name of the product. */
            name: string;
            /** @description The description of the product. */
            description?: string | null;
            /**
             * @default public
             * @enum {string}
             */
            visibility?: "draft" | "private" | "public";
            /** @description File IDs, each of the product's organization, of service `product_media` and uploaded. */
            medias?: string[] | null;
            /** @default [] */
            attached_custom_fields?: {
                /** Format: uuid */
                custom_field_id: string;
                /** @description Whether the value is required for this custom field. */
                required: boolean;
            }[];
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /**
             * @description The interval unit for the trial period.
             * @enum {string|null}
             */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            /** @description The number of interval units for the trial period. */
            trial_interval_count?: number | null;
            /** @description At most one static price (fixed, custom or free) and any number of metered prices. */
            prices: ({
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "fixed";
                /** @description The price in cents (minor units). */
                price_amount: number;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "custom";
                /**
                 * @description The minimum amount the customer can pay; 0 means free or pay what you want.
                 * @default 50
                 */
                minimum_amount?: number;
                /** @description The maximum amount the customer can pay. */
                maximum_amount?: number | null;
                /** @description The initial amount shown to the customer. */
                preset_amount?: number | null;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                /**
                 * Format: uuid
                 * @description The ID of the meter associated to the price.
                 */
                meter_id: string;
                /** @description The price per unit in cents. Supports up to 12 decimal places. */
                unit_amount: number | string;
                /** @description Maximum amount in cents that can be charged, regardless of the number of units consumed. */
                cap_amount?: number | null;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "seat_based";
                /** @description Tiered pricing based on seat quantity */
                seat_tiers: {
                    /**
                     * @default volume
                     * @enum {string}
                     */
                    seat_tier_type?: "volume" | "graduated";
                    /** @description List of pricing tiers */
                    tiers: components["schemas"]["ProductPriceSeatTier"][];
                };
            })[];
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            /**
             * @description Number of interval units of the subscription: 1 charges every interval, 2 every other one, and so on.
             * @default 1
             */
            recurring_interval_count?: number;
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The name of the product. */
            name: string;
            /** @description The description of the product. */
            description?: string | null;
            /**
             * @default public
             * @enum {string}
             */
            visibility?: "draft" | "private" | "public";
            /** @description File IDs, each of the product's organization, of service `product_media` and uploaded. */
            medias?: string[] | null;
            /** @default [] */
            attached_custom_fields?: {
                /** Format: uuid */
                custom_field_id: string;
                /** @description Whether the value is required for this custom field. */
                required: boolean;
            }[];
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /** @description At most one static price (fixed, custom or free) and any number of metered prices. */
            prices: ({
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "fixed";
                /** @description The price in cents (minor units). */
                price_amount: number;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "custom";
                /**
                 * @description The minimum amount the customer can pay; 0 means free or pay what you want.
                 * @default 50
                 */
                minimum_amount?: number;
                /** @description The maximum amount the customer can pay. */
                maximum_amount?: number | null;
                /** @description The initial amount shown to the customer. */
                preset_amount?: number | null;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                /**
                 * Format: uuid
                 * @description The ID of the meter associated to the price.
                 */
                meter_id: string;
                /** @description The price per unit in cents. Supports up to 12 decimal places. */
                unit_amount: number | string;
                /** @description Maximum amount in cents that can be charged, regardless of the number of units consumed. */
                cap_amount?: number | null;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "seat_based";
                /** @description Tiered pricing based on seat quantity */
                seat_tiers: {
                    /**
                     * @default volume
                     * @enum {string}
                     */
                    seat_tier_type?: "volume" | "graduated";
                    /** @description List of pricing tiers */
                    tiers: components["schemas"]["ProductPriceSeatTier"][];
                };
            })[];
            /** @description States that the product is a one-time purchase. */
            recurring_interval?: null;
            recurring_interval_count?: null;
        };
        ProductUpdate: {
            metadata?: components["schemas"]["MetadataInput"];
            /**
             * @description The interval unit for the trial period.
             * @enum {string|null}
             */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            /** @description The number of interval units for the trial period. */
            trial_interval_count?: number | null;
            /** @description The name of the product. */
            name?: string | null;
            /** @description The description of the product. */
            description?: string | null;
            /**
             * @description Can only be set on legacy recurring products. Once set, it can't be changed.
             * @enum {string|null}
             */
            recurring_interval?: "day" | "week" | "month" | "year" | null;
            /** @description Number of interval units of the subscription: 1 charges every interval, 2 every other one, and so on. */
            recurring_interval_count?: number | null;
            /** @description Archived products can't be bought anymore; existing customers keep their benefits. */
            is_archived?: boolean | null;
            /** @enum {string|null} */
            visibility?: "draft" | "private" | "public" | null;
            /** @description Replaces the price list; keep an existing price by passing `{ id }`. */
            prices?: ({
                /** Format: uuid */
                id: string;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "fixed";
                /** @description The price in cents (minor units). */
                price_amount: number;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "custom";
                /**
                 * @description The minimum amount the customer can pay; 0 means free or pay what you want.
                 * @default 50
                 */
                minimum_amount?: number;
                /** @description The maximum amount the customer can pay. */
                maximum_amount?: number | null;
                /** @description The initial amount shown to the customer. */
                preset_amount?: number | null;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                /**
                 * Format: uuid
                 * @description The ID of the meter associated to the price.
                 */
                meter_id: string;
                /** @description The price per unit in cents. Supports up to 12 decimal places. */
                unit_amount: number | string;
                /** @description Maximum amount in cents that can be charged, regardless of the number of units consumed. */
                cap_amount?: number | null;
            } | {
                /**
                 * @description Three-letter lowercase ISO 4217 currency code, e.g. `usd`.
                 * @default usd
                 */
                price_currency?: string;
                /**
                 * @description Defaults to the organization's tax behavior.
                 * @enum {string|null}
                 */
                tax_behavior?: "location" | "inclusive" | "exclusive" | null;
                /** @enum {string} */
                amount_type: "seat_based";
                /** @description Tiered pricing based on seat quantity */
                seat_tiers: {
                    /**
                     * @default volume
                     * @enum {string}
                     */
                    seat_tier_type?: "volume" | "graduated";
                    /** @description List of pricing tiers */
                    tiers: components["schemas"]["ProductPriceSeatTier"][];
                };
            })[] | null;
            /** @description File IDs, each of the product's organization, of service `product_media` and uploaded. */
            medias?: string[] | null;
            attached_custom_fields?: {
                /** Format: uuid */
                custom_field_id: string;
                /** @description Whether the value is required for this custom field. */
                required: boolean;
            }[] | null;
        };
        ProductBenefitsUpdate: {
            /** @description Benefit IDs, each of the product's organization. */
            benefits: string[];
        };
        ListResource_CustomField_: {
            items: components["schemas"]["CustomField"][];
            pagination: components["schemas"]["Pagination"];
        };
        ListResource_CustomerPaymentMethodCard_: {
            items: components["schemas"]["CustomerPaymentMethodCard"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerPaymentMethodCard: components["schemas"]["PaymentMethodCard"] & {
            is_default: boolean;
        };
        PaymentMethodCardMetadata: {
            brand: string;
            last4: string;
            exp_month: number;
            exp_year: number;
            wallet: string | null;
        };
        PaymentMethodCard: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** @enum {string} */
            processor: "stripe";
            customer_id: string;
            /** @enum {string} */
            type: "card";
            method_metadata: components["schemas"]["PaymentMethodCardMetadata"];
        };
        ListResource_Customer_: {
            items: components["schemas"]["Customer"][];
            pagination: components["schemas"]["Pagination"];
        };
        ListResource_Discount_: {
            items: components["schemas"]["Discount"][];
            pagination: components["schemas"]["Pagination"];
        };
        Discount: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            name: string;
            code: string | null;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            max_redemptions: number | null;
            /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
            max_redemptions_per_customer: number | null;
            redemptions_count: number;
            organization_id: string;
            products: {
                metadata: components["schemas"]["Metadata"];
                /** @description The ID of the object. */
                id: string;
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @enum {string|null} */
                trial_interval: "day" | "week" | "month" | "year" | null;
                trial_interval_count: number | null;
                name: string;
                description: string | null;
                /** @enum {string} */
                visibility: "draft" | "private" | "public";
                /**
                 * @description Null for a one-time purchase.
                 * @enum {string|null}
                 */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                recurring_interval_count: number | null;
                /**
                 * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
                 * @default null
                 * @enum {string|null}
                 */
                meter_interval?: "day" | "week" | "month" | "year" | null;
                /**
                 * @description Number of meter interval units. None when no meter cycle is set.
                 * @default null
                 */
                meter_interval_count?: number | null;
                is_recurring: boolean;
                is_archived: boolean;
                organization_id: string;
            }[];
            /** @enum {string} */
            duration: "repeating";
            duration_in_months: number;
            /** @enum {string} */
            type: "fixed";
            amount: number;
            currency: string;
            /** @description Amount per currency; `{ [currency]: amount }`. */
            amounts: {
                [key: string]: number;
            };
        } | {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            name: string;
            code: string | null;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            max_redemptions: number | null;
            /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
            max_redemptions_per_customer: number | null;
            redemptions_count: number;
            organization_id: string;
            products: {
                metadata: components["schemas"]["Metadata"];
                /** @description The ID of the object. */
                id: string;
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @enum {string|null} */
                trial_interval: "day" | "week" | "month" | "year" | null;
                trial_interval_count: number | null;
                name: string;
                description: string | null;
                /** @enum {string} */
                visibility: "draft" | "private" | "public";
                /**
                 * @description Null for a one-time purchase.
                 * @enum {string|null}
                 */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                recurring_interval_count: number | null;
                /**
                 * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
                 * @default null
                 * @enum {string|null}
                 */
                meter_interval?: "day" | "week" | "month" | "year" | null;
                /**
                 * @description Number of meter interval units. None when no meter cycle is set.
                 * @default null
                 */
                meter_interval_count?: number | null;
                is_recurring: boolean;
                is_archived: boolean;
                organization_id: string;
            }[];
            /** @enum {string} */
            duration: "once" | "forever";
            /** @enum {string} */
            type: "fixed";
            amount: number;
            currency: string;
            /** @description Amount per currency; `{ [currency]: amount }`. */
            amounts: {
                [key: string]: number;
            };
        } | {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            name: string;
            code: string | null;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            max_redemptions: number | null;
            /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
            max_redemptions_per_customer: number | null;
            redemptions_count: number;
            organization_id: string;
            products: {
                metadata: components["schemas"]["Metadata"];
                /** @description The ID of the object. */
                id: string;
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @enum {string|null} */
                trial_interval: "day" | "week" | "month" | "year" | null;
                trial_interval_count: number | null;
                name: string;
                description: string | null;
                /** @enum {string} */
                visibility: "draft" | "private" | "public";
                /**
                 * @description Null for a one-time purchase.
                 * @enum {string|null}
                 */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                recurring_interval_count: number | null;
                /**
                 * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
                 * @default null
                 * @enum {string|null}
                 */
                meter_interval?: "day" | "week" | "month" | "year" | null;
                /**
                 * @description Number of meter interval units. None when no meter cycle is set.
                 * @default null
                 */
                meter_interval_count?: number | null;
                is_recurring: boolean;
                is_archived: boolean;
                organization_id: string;
            }[];
            /** @enum {string} */
            duration: "repeating";
            duration_in_months: number;
            /** @enum {string} */
            type: "percentage";
            /** @description Discount in basis points: 1000 is 10%. */
            basis_points: number;
        } | {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            name: string;
            code: string | null;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            max_redemptions: number | null;
            /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
            max_redemptions_per_customer: number | null;
            redemptions_count: number;
            organization_id: string;
            products: {
                metadata: components["schemas"]["Metadata"];
                /** @description The ID of the object. */
                id: string;
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @enum {string|null} */
                trial_interval: "day" | "week" | "month" | "year" | null;
                trial_interval_count: number | null;
                name: string;
                description: string | null;
                /** @enum {string} */
                visibility: "draft" | "private" | "public";
                /**
                 * @description Null for a one-time purchase.
                 * @enum {string|null}
                 */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                recurring_interval_count: number | null;
                /**
                 * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
                 * @default null
                 * @enum {string|null}
                 */
                meter_interval?: "day" | "week" | "month" | "year" | null;
                /**
                 * @description Number of meter interval units. None when no meter cycle is set.
                 * @default null
                 */
                meter_interval_count?: number | null;
                is_recurring: boolean;
                is_archived: boolean;
                organization_id: string;
            }[];
            /** @enum {string} */
            duration: "once" | "forever";
            /** @enum {string} */
            type: "percentage";
            /** @description Discount in basis points: 1000 is 10%. */
            basis_points: number;
        };
        ListResource_Order_: {
            items: components["schemas"]["Order"][];
            pagination: components["schemas"]["Pagination"];
        };
        Order: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string} */
            status: "pending" | "paid" | "refunded" | "partially_refunded";
            paid: boolean;
            subtotal_amount: number;
            discount_amount: number;
            net_amount: number;
            tax_amount: number;
            total_amount: number;
            applied_balance_amount: number;
            due_amount: number;
            refunded_amount: number;
            refunded_tax_amount: number;
            refundable_amount: number;
            refundable_tax_amount: number;
            currency: string;
            /** @enum {string} */
            billing_reason: "purchase" | "subscription_create" | "subscription_cycle" | "subscription_update";
            billing_name: string | null;
            billing_address: {
                line1: string | null;
                line2: string | null;
                postal_code: string | null;
                city: string | null;
                state: string | null;
                /** @enum {string} */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "CU" | "IR" | "KP" | "RU" | "SY";
            } | null;
            invoice_number: string;
            is_invoice_generated: boolean;
            /** @description The receipt number (`RCPT-<customer>-0001`), set when the order is paid with a payment. */
            receipt_number: string | null;
            units: number | null;
            customer_id: string;
            product_id: string | null;
            discount_id: string | null;
            subscription_id: string | null;
            checkout_id: string | null;
            /** @description Number of seats purchased (for seat-based one-time orders). */
            seats: number | null;
            metadata: components["schemas"]["Metadata"];
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            platform_fee_amount: number;
            platform_fee_currency: string | null;
            customer: components["schemas"]["Customer"];
            product: components["schemas"]["OrderProduct"];
            discount: {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                metadata: components["schemas"]["Metadata"];
                name: string;
                code: string | null;
                /** Format: date-time */
                starts_at: string | null;
                /** Format: date-time */
                ends_at: string | null;
                max_redemptions: number | null;
                /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
                max_redemptions_per_customer: number | null;
                redemptions_count: number;
                organization_id: string;
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                /** @description Amount per currency; `{ [currency]: amount }`. */
                amounts: {
                    [key: string]: number;
                };
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                metadata: components["schemas"]["Metadata"];
                name: string;
                code: string | null;
                /** Format: date-time */
                starts_at: string | null;
                /** Format: date-time */
                ends_at: string | null;
                max_redemptions: number | null;
                /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
                max_redemptions_per_customer: number | null;
                redemptions_count: number;
                organization_id: string;
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                /** @description Amount per currency; `{ [currency]: amount }`. */
                amounts: {
                    [key: string]: number;
                };
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                metadata: components["schemas"]["Metadata"];
                name: string;
                code: string | null;
                /** Format: date-time */
                starts_at: string | null;
                /** Format: date-time */
                ends_at: string | null;
                max_redemptions: number | null;
                /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
                max_redemptions_per_customer: number | null;
                redemptions_count: number;
                organization_id: string;
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "percentage";
                /** @description Discount in basis points: 1000 is 10%. */
                basis_points: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                metadata: components["schemas"]["Metadata"];
                name: string;
                code: string | null;
                /** Format: date-time */
                starts_at: string | null;
                /** Format: date-time */
                ends_at: string | null;
                max_redemptions: number | null;
                /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
                max_redemptions_per_customer: number | null;
                redemptions_count: number;
                organization_id: string;
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "percentage";
                /** @description Discount in basis points: 1000 is 10%. */
                basis_points: number;
            } | null;
            subscription: components["schemas"]["OrderSubscription"];
            items: components["schemas"]["OrderItemSchema"][];
            description: string;
        };
        OrderProduct: {
            metadata: components["schemas"]["Metadata"];
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            visibility: "draft" | "private" | "public";
            /**
             * @description Null for a one-time purchase.
             * @enum {string|null}
             */
            recurring_interval: "day" | "week" | "month" | "year" | null;
            recurring_interval_count: number | null;
            /**
             * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
             * @default null
             * @enum {string|null}
             */
            meter_interval?: "day" | "week" | "month" | "year" | null;
            /**
             * @description Number of meter interval units. None when no meter cycle is set.
             * @default null
             */
            meter_interval_count?: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
        } | null;
        OrderSubscription: {
            metadata: components["schemas"]["Metadata"];
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            recurring_interval_count: number;
            status: components["schemas"]["SubscriptionStatus"];
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /**
             * Format: date-time
             * @description The start of the period whose usage of the metered prices the next renewal bills (the current billing period); null without metered prices, during a trial, while paused and once ended.
             */
            current_meter_period_start: string | null;
            /**
             * Format: date-time
             * @description The end of the current meter period: when its usage is billed.
             */
            current_meter_period_end: string | null;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            /** @description Whether the subscription will be paused at the end of the current period. */
            pause_at_period_end: boolean;
            /**
             * Format: date-time
             * @description When the subscription was paused.
             */
            paused_at: string | null;
            /**
             * Format: date-time
             * @description When a paused subscription is scheduled to resume automatically, if set.
             */
            resumes_at: string | null;
            customer_id: string;
            product_id: string;
            discount_id: string | null;
            checkout_id: string | null;
            seats: number | null;
            customer_cancellation_reason: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment: string | null;
        } | null;
        /** @enum {string|null} */
        CustomerCancellationReason: "customer_service" | "low_quality" | "missing_features" | "switched_service" | "too_complex" | "too_expensive" | "unused" | "other" | null;
        OrderItemSchema: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            label: string;
            amount: number;
            tax_amount: number;
            proration: boolean;
            product_price_id: string | null;
            /** Format: date-time */
            start_timestamp: string | null;
            /** Format: date-time */
            end_timestamp: string | null;
        };
        OrderInvoice: {
            /** @description The URL to the invoice (a signed, expiring link to the PDF). */
            url: string;
        };
        OrderReceipt: {
            /** @description The URL to the receipt (a signed, expiring link to the PDF). */
            url: string;
        };
        ListResource_Refund_: {
            items: components["schemas"]["Refund"][];
            pagination: components["schemas"]["Pagination"];
        };
        Refund: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            metadata: components["schemas"]["Metadata"];
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "canceled";
            /** @enum {string} */
            reason: "duplicate" | "fraudulent" | "customer_request" | "service_disruption" | "satisfaction_guarantee" | "other";
            amount: number;
            tax_amount: number;
            currency: string;
            organization_id: string;
            order_id: string;
            subscription_id: string | null;
            customer_id: string;
            revoke_benefits: boolean;
            dispute: components["schemas"]["Dispute"] | null;
        };
        Dispute: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** @enum {string} */
            status: "prevented" | "early_warning" | "needs_response" | "under_review" | "lost" | "won";
            /** @description Whether the dispute has been resolved (won or lost). */
            resolved: boolean;
            /** @description Whether the dispute is closed (prevented, won, or lost). */
            closed: boolean;
            /** @description Amount in cents disputed. */
            amount: number;
            /** @description Tax amount in cents disputed. */
            tax_amount: number;
            currency: string;
            order_id: string;
            payment_id: string;
        };
        ListResource_WebhookEndpoint_: {
            items: components["schemas"]["WebhookEndpoint"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookEndpoint: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            url: string;
            name: string | null;
            format: components["schemas"]["WebhookFormat"];
            /** @description The secret used to sign the webhook events (`whsec_...`). */
            secret: string;
            organization_id: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @description Whether the webhook endpoint is enabled and will receive events. */
            enabled: boolean;
            /** @description The API version that'll be used in event payloads (with a Polar-Version header). */
            api_version?: string;
            /** @description Whether deliveries are signed with Standard Webhooks: always true (with a Polar-Version header). */
            uses_standard_webhook_signature?: boolean;
        };
        /** @enum {string} */
        WebhookFormat: "raw" | "discord" | "slack";
        /** @enum {string} */
        WebhookEventType: "benefit.created" | "benefit.updated" | "benefit_grant.created" | "benefit_grant.updated" | "benefit_grant.revoked" | "benefit_grant.cycled" | "checkout.created" | "checkout.updated" | "order.created" | "order.updated" | "order.paid" | "order.refunded" | "organization.updated" | "product.created" | "product.updated" | "refund.created" | "refund.updated" | "subscription.created" | "subscription.active" | "subscription.updated" | "subscription.canceled" | "subscription.uncanceled" | "subscription.revoked" | "subscription.paused" | "subscription.resumed" | "customer.created" | "customer.updated" | "customer.deleted" | "customer.state_changed" | "customer_seat.assigned" | "customer_seat.claimed" | "customer_seat.revoked" | "checkout.expired" | "member.created" | "member.updated" | "member.deleted" | "subscription.past_due" | "subscription.cycled" | "subscription.migrated" | "discount.created" | "discount.updated" | "discount.deleted" | "audit_log.entry_created";
        WebhookEndpointCreate: {
            /** @description The URL where the webhook events will be sent. */
            url: string;
            /** @description An optional name for the webhook endpoint to help organize and identify it. */
            name?: string | null;
            api_version?: components["schemas"]["ApiVersion"];
            format: components["schemas"]["WebhookFormat"];
            events: components["schemas"]["WebhookEventType"][];
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
        };
        /**
         * @description The API version that'll be used in event payloads; Polar's current one when left out.
         * @enum {string}
         */
        ApiVersion: "2026-04" | "2026-10" | "2027-01";
        WebhookEndpointUpdate: {
            /** @description The URL where the webhook events will be sent. */
            url?: string | null;
            /** @description An optional name for the webhook endpoint to help organize and identify it. */
            name?: string | null;
            /**
             * @description The API version that'll be used in event payloads.
             * @enum {string|null}
             */
            api_version?: "2026-04" | "2026-10" | "2027-01" | null;
            format?: components["schemas"]["WebhookFormat"] | null;
            events?: components["schemas"]["WebhookEventType"][] | null;
            enabled?: boolean | null;
        };
        ListResource_WebhookDelivery_: {
            items: components["schemas"]["WebhookDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookDelivery: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            succeeded: boolean;
            http_code: number | null;
            response: string | null;
            webhook_event: components["schemas"]["WebhookEvent"];
        };
        WebhookEvent: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** @description Last HTTP code returned by the URL; null before any attempt or when unreachable. */
            last_http_code: number | null;
            succeeded: boolean | null;
            skipped: boolean;
            /** @description The API version used in the payload of this event (with a Polar-Version header). */
            api_version?: string;
            payload: string | null;
            type: components["schemas"]["WebhookEventType"];
            is_archived: boolean;
        };
        ListResource_Checkout_: {
            items: components["schemas"]["Checkout"][];
            pagination: components["schemas"]["Pagination"];
        };
        Checkout: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            /** @enum {string} */
            payment_processor: "stripe";
            /** @enum {string} */
            status: "open" | "expired" | "confirmed" | "succeeded" | "failed";
            client_secret: string;
            /** @description The hosted checkout page. */
            url: string;
            /** Format: date-time */
            expires_at: string;
            success_url: string;
            return_url: string | null;
            embed_origin: string | null;
            amount: number;
            seats: number | null;
            min_seats: number | null;
            max_seats: number | null;
            discount_amount: number;
            net_amount: number;
            tax_amount: number | null;
            /** @enum {string|null} */
            tax_behavior: "location" | "inclusive" | "exclusive" | null;
            total_amount: number;
            currency: string;
            allow_trial: boolean | null;
            /** @enum {string|null} */
            active_trial_interval: "day" | "week" | "month" | "year" | null;
            active_trial_interval_count: number | null;
            /** Format: date-time */
            trial_end: string | null;
            organization_id: string;
            product_id: string | null;
            product_price_id: string | null;
            discount_id: string | null;
            allow_discount_codes: boolean;
            require_billing_address: boolean;
            is_discount_applicable: boolean;
            is_free_product_price: boolean;
            is_payment_required: boolean;
            is_payment_setup_required: boolean;
            is_payment_form_required: boolean;
            customer_id: string | null;
            is_business_customer: boolean;
            customer_name: string | null;
            customer_email: string | null;
            customer_ip_address: string | null;
            customer_billing_name: string | null;
            customer_billing_address: {
                line1: string | null;
                line2: string | null;
                postal_code: string | null;
                city: string | null;
                state: string | null;
                /** @enum {string} */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "CU" | "IR" | "KP" | "RU" | "SY";
            } | null;
            customer_tax_id: string | null;
            /** @description The language, one of en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar, or null. */
            locale: string | null;
            payment_processor_metadata: {
                [key: string]: string;
            };
            billing_address_fields: components["schemas"]["CheckoutBillingAddressFields"];
            products: components["schemas"]["CheckoutProduct"][];
            product: components["schemas"]["CheckoutProduct"] | null;
            product_price: {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            } | null;
            prices: {
                [key: string]: ({
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "fixed";
                    price_amount: number;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "custom";
                    minimum_amount: number;
                    maximum_amount: number | null;
                    preset_amount: number | null;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "free";
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "fixed";
                    price_amount: number;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "custom";
                    minimum_amount: number;
                    maximum_amount: number | null;
                    preset_amount: number | null;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "free";
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "metered_unit";
                    unit_amount: string;
                    cap_amount: number | null;
                    meter_id: string;
                    meter: components["schemas"]["ProductPriceMeter"];
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    amount_type: "seat_based";
                    seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
                })[];
            } | null;
            discount: {
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                amounts: {
                    [key: string]: number;
                };
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                amounts: {
                    [key: string]: number;
                };
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "percentage";
                basis_points: number;
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "percentage";
                basis_points: number;
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | null;
            attached_custom_fields: {
                custom_field_id: string;
                custom_field: components["schemas"]["CustomField"];
                /** @description Order of the custom field in the form. */
                order: number;
                required: boolean;
            }[] | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            metadata: components["schemas"]["Metadata"];
            external_customer_id: string | null;
            subscription_id: string | null;
            customer_metadata: {
                [key: string]: string | number | boolean;
            };
        };
        CheckoutBillingAddressFields: {
            /** @enum {string} */
            country: "required" | "optional" | "disabled";
            /** @enum {string} */
            state: "required" | "optional" | "disabled";
            /** @enum {string} */
            city: "required" | "optional" | "disabled";
            /** @enum {string} */
            postal_code: "required" | "optional" | "disabled";
            /** @enum {string} */
            line1: "required" | "optional" | "disabled";
            /** @enum {string} */
            line2: "required" | "optional" | "disabled";
        };
        CheckoutProduct: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            visibility: "draft" | "private" | "public";
            /**
             * @description Null for a one-time purchase.
             * @enum {string|null}
             */
            recurring_interval: "day" | "week" | "month" | "year" | null;
            recurring_interval_count: number | null;
            /**
             * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
             * @default null
             * @enum {string|null}
             */
            meter_interval?: "day" | "week" | "month" | "year" | null;
            /**
             * @description Number of meter interval units. None when no meter cycle is set.
             * @default null
             */
            meter_interval_count?: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            prices: ({
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            })[];
            benefits: components["schemas"]["BenefitPublic"][];
            medias: components["schemas"]["ProductMediaFileRead"][];
        };
        BenefitPublic: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            type: string;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            properties?: components["schemas"]["BenefitMeterCreditPublicProperties"];
        };
        BenefitMeterCreditPublicProperties: {
            units: number;
            meter_id: string;
        };
        CheckoutCreate: {
            /** @description Products offered; the first one is selected. */
            products: string[];
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
            metadata?: components["schemas"]["MetadataInput"];
            custom_field_data?: {
                [key: string]: string | number | boolean | null;
            };
            /** Format: uuid */
            discount_id?: string | null;
            /** @default true */
            allow_discount_codes?: boolean;
            /** @default false */
            require_billing_address?: boolean;
            amount?: number | null;
            seats?: number | null;
            min_seats?: number | null;
            max_seats?: number | null;
            allow_trial?: boolean;
            /** Format: uuid */
            customer_id?: string | null;
            /** @default false */
            is_business_customer?: boolean;
            external_customer_id?: string | null;
            customer_name?: string | null;
            /** Format: email */
            customer_email?: string | null;
            customer_ip_address?: string | null;
            customer_billing_name?: string | null;
            customer_billing_address?: {
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
                city?: string | null;
                state?: string | null;
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @enum {string}
                 */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            } | null;
            customer_tax_id?: string | null;
            customer_metadata?: components["schemas"]["MetadataInput"];
            /** Format: uuid */
            subscription_id?: string | null;
            /** Format: uri */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string | null;
            embed_origin?: string | null;
            /**
             * @description A BCP 47 language tag; stored as the supported locale it matches (en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar).
             * @example fr
             */
            locale?: string | null;
            currency?: string | null;
        };
        CheckoutUpdate: {
            custom_field_data?: {
                [key: string]: string | number | boolean | null;
            };
            /** Format: uuid */
            product_id?: string | null;
            /** Format: uuid */
            product_price_id?: string | null;
            amount?: number | null;
            seats?: number | null;
            is_business_customer?: boolean | null;
            customer_name?: string | null;
            /** Format: email */
            customer_email?: string | null;
            customer_billing_name?: string | null;
            customer_billing_address?: {
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
                city?: string | null;
                state?: string | null;
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @enum {string}
                 */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            } | null;
            customer_tax_id?: string | null;
            /**
             * @description A BCP 47 language tag; stored as the supported locale it matches (en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar).
             * @example fr
             */
            locale?: string | null;
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
            metadata?: components["schemas"]["MetadataInput"];
            currency?: string | null;
            /** Format: uuid */
            discount_id?: string | null;
            allow_discount_codes?: boolean | null;
            require_billing_address?: boolean | null;
            allow_trial?: boolean | null;
            customer_ip_address?: string | null;
            customer_metadata?: components["schemas"]["MetadataInput"] | null;
            /** Format: uri */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string | null;
            embed_origin?: string | null;
        };
        CheckoutPublic: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            /** @enum {string} */
            payment_processor: "stripe";
            /** @enum {string} */
            status: "open" | "expired" | "confirmed" | "succeeded" | "failed";
            client_secret: string;
            /** @description The hosted checkout page. */
            url: string;
            /** Format: date-time */
            expires_at: string;
            success_url: string;
            return_url: string | null;
            embed_origin: string | null;
            amount: number;
            seats: number | null;
            min_seats: number | null;
            max_seats: number | null;
            discount_amount: number;
            net_amount: number;
            tax_amount: number | null;
            /** @enum {string|null} */
            tax_behavior: "location" | "inclusive" | "exclusive" | null;
            total_amount: number;
            currency: string;
            allow_trial: boolean | null;
            /** @enum {string|null} */
            active_trial_interval: "day" | "week" | "month" | "year" | null;
            active_trial_interval_count: number | null;
            /** Format: date-time */
            trial_end: string | null;
            organization_id: string;
            product_id: string | null;
            product_price_id: string | null;
            discount_id: string | null;
            allow_discount_codes: boolean;
            require_billing_address: boolean;
            is_discount_applicable: boolean;
            is_free_product_price: boolean;
            is_payment_required: boolean;
            is_payment_setup_required: boolean;
            is_payment_form_required: boolean;
            customer_id: string | null;
            is_business_customer: boolean;
            customer_name: string | null;
            customer_email: string | null;
            customer_ip_address: string | null;
            customer_billing_name: string | null;
            customer_billing_address: {
                line1: string | null;
                line2: string | null;
                postal_code: string | null;
                city: string | null;
                state: string | null;
                /** @enum {string} */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "CU" | "IR" | "KP" | "RU" | "SY";
            } | null;
            customer_tax_id: string | null;
            /** @description The language, one of en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar, or null. */
            locale: string | null;
            payment_processor_metadata: {
                [key: string]: string;
            };
            billing_address_fields: components["schemas"]["CheckoutBillingAddressFields"];
            products: components["schemas"]["CheckoutProduct"][];
            product: components["schemas"]["CheckoutProduct"] | null;
            product_price: {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            } | null;
            prices: {
                [key: string]: ({
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "fixed";
                    price_amount: number;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "custom";
                    minimum_amount: number;
                    maximum_amount: number | null;
                    preset_amount: number | null;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "free";
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "fixed";
                    price_amount: number;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "custom";
                    minimum_amount: number;
                    maximum_amount: number | null;
                    preset_amount: number | null;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "free";
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "metered_unit";
                    unit_amount: string;
                    cap_amount: number | null;
                    meter_id: string;
                    meter: components["schemas"]["ProductPriceMeter"];
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    amount_type: "seat_based";
                    seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
                })[];
            } | null;
            discount: {
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                amounts: {
                    [key: string]: number;
                };
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                amounts: {
                    [key: string]: number;
                };
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "percentage";
                basis_points: number;
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "percentage";
                basis_points: number;
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | null;
            attached_custom_fields: {
                custom_field_id: string;
                custom_field: components["schemas"]["CustomField"];
                /** @description Order of the custom field in the form. */
                order: number;
                required: boolean;
            }[] | null;
            organization: components["schemas"]["CheckoutOrganization"];
        };
        CheckoutOrganization: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            name: string;
            slug: string;
            avatar_url: string | null;
            /** @enum {string} */
            proration_behavior: "invoice" | "prorate";
            allow_customer_updates: boolean;
        };
        CheckoutUpdatePublic: {
            custom_field_data?: {
                [key: string]: string | number | boolean | null;
            };
            /** Format: uuid */
            product_id?: string | null;
            /** Format: uuid */
            product_price_id?: string | null;
            amount?: number | null;
            seats?: number | null;
            is_business_customer?: boolean | null;
            customer_name?: string | null;
            /** Format: email */
            customer_email?: string | null;
            customer_billing_name?: string | null;
            customer_billing_address?: {
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
                city?: string | null;
                state?: string | null;
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @enum {string}
                 */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            } | null;
            customer_tax_id?: string | null;
            /**
             * @description A BCP 47 language tag; stored as the supported locale it matches (en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar).
             * @example fr
             */
            locale?: string | null;
            discount_code?: string | null;
            /** @enum {boolean|null} */
            allow_trial?: false | null;
        };
        CheckoutPublicConfirmed: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            /** @enum {string} */
            payment_processor: "stripe";
            /** @enum {string} */
            status: "confirmed";
            client_secret: string;
            /** @description The hosted checkout page. */
            url: string;
            /** Format: date-time */
            expires_at: string;
            success_url: string;
            return_url: string | null;
            embed_origin: string | null;
            amount: number;
            seats: number | null;
            min_seats: number | null;
            max_seats: number | null;
            discount_amount: number;
            net_amount: number;
            tax_amount: number | null;
            /** @enum {string|null} */
            tax_behavior: "location" | "inclusive" | "exclusive" | null;
            total_amount: number;
            currency: string;
            allow_trial: boolean | null;
            /** @enum {string|null} */
            active_trial_interval: "day" | "week" | "month" | "year" | null;
            active_trial_interval_count: number | null;
            /** Format: date-time */
            trial_end: string | null;
            organization_id: string;
            product_id: string | null;
            product_price_id: string | null;
            discount_id: string | null;
            allow_discount_codes: boolean;
            require_billing_address: boolean;
            is_discount_applicable: boolean;
            is_free_product_price: boolean;
            is_payment_required: boolean;
            is_payment_setup_required: boolean;
            is_payment_form_required: boolean;
            customer_id: string | null;
            is_business_customer: boolean;
            customer_name: string | null;
            customer_email: string | null;
            customer_ip_address: string | null;
            customer_billing_name: string | null;
            customer_billing_address: {
                line1: string | null;
                line2: string | null;
                postal_code: string | null;
                city: string | null;
                state: string | null;
                /** @enum {string} */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "CU" | "IR" | "KP" | "RU" | "SY";
            } | null;
            customer_tax_id: string | null;
            /** @description The language, one of en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar, or null. */
            locale: string | null;
            payment_processor_metadata: {
                [key: string]: string;
            };
            billing_address_fields: components["schemas"]["CheckoutBillingAddressFields"];
            products: components["schemas"]["CheckoutProduct"][];
            product: components["schemas"]["CheckoutProduct"] | null;
            product_price: {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            } | null;
            prices: {
                [key: string]: ({
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "fixed";
                    price_amount: number;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "custom";
                    minimum_amount: number;
                    maximum_amount: number | null;
                    preset_amount: number | null;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "recurring";
                    /** @enum {string} */
                    recurring_interval: "day" | "week" | "month" | "year";
                    /** @enum {boolean} */
                    legacy: true;
                    /** @enum {string} */
                    amount_type: "free";
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "fixed";
                    price_amount: number;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "custom";
                    minimum_amount: number;
                    maximum_amount: number | null;
                    preset_amount: number | null;
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "free";
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    type: "one_time" | "recurring";
                    /** @enum {string|null} */
                    recurring_interval: "day" | "week" | "month" | "year" | null;
                    /** @enum {string} */
                    amount_type: "metered_unit";
                    unit_amount: string;
                    cap_amount: number | null;
                    meter_id: string;
                    meter: components["schemas"]["ProductPriceMeter"];
                } | {
                    /**
                     * Format: date-time
                     * @description Creation timestamp of the object.
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @description Last modification timestamp of the object.
                     */
                    modified_at: string | null;
                    /** @description The ID of the object. */
                    id: string;
                    /**
                     * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                     * @enum {string}
                     */
                    source: "catalog" | "ad_hoc";
                    price_currency: string;
                    /** @enum {string|null} */
                    tax_behavior: "location" | "inclusive" | "exclusive" | null;
                    is_archived: boolean;
                    product_id: string;
                    /** @enum {string} */
                    amount_type: "seat_based";
                    seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
                })[];
            } | null;
            discount: {
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                amounts: {
                    [key: string]: number;
                };
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                amounts: {
                    [key: string]: number;
                };
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "percentage";
                basis_points: number;
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | {
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "percentage";
                basis_points: number;
                /** @description The ID of the object. */
                id: string;
                name: string;
                code: string | null;
            } | null;
            attached_custom_fields: {
                custom_field_id: string;
                custom_field: components["schemas"]["CustomField"];
                /** @description Order of the custom field in the form. */
                order: number;
                required: boolean;
            }[] | null;
            organization: components["schemas"]["CheckoutOrganization"];
            customer_session_token: string | null;
        };
        CheckoutConfirmStripe: {
            custom_field_data?: {
                [key: string]: string | number | boolean | null;
            };
            /** Format: uuid */
            product_id?: string | null;
            /** Format: uuid */
            product_price_id?: string | null;
            amount?: number | null;
            seats?: number | null;
            is_business_customer?: boolean | null;
            customer_name?: string | null;
            /** Format: email */
            customer_email?: string | null;
            customer_billing_name?: string | null;
            customer_billing_address?: {
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
                city?: string | null;
                state?: string | null;
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @enum {string}
                 */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            } | null;
            customer_tax_id?: string | null;
            /**
             * @description A BCP 47 language tag; stored as the supported locale it matches (en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar).
             * @example fr
             */
            locale?: string | null;
            discount_code?: string | null;
            /** @enum {boolean|null} */
            allow_trial?: false | null;
            /** @description The card: a `ctoken_...` from test-card-tokens, or a Stripe test PaymentMethod id (`pm_card_visa`, ...). */
            confirmation_token_id?: string | null;
        };
        TestCardToken: {
            id: string;
            card: {
                brand: string;
                last4: string;
                exp_month: number;
                exp_year: number;
            };
        };
        TestCardTokenCreate: {
            number: string;
            exp_month: number;
            exp_year: number;
            cvc: string;
        };
        CheckoutAuthentication: {
            /** @enum {string} */
            outcome: "succeed" | "fail";
        };
        CheckoutInvoice: {
            url: string;
        };
        ListResource_CheckoutLink_: {
            items: components["schemas"]["CheckoutLink"][];
            pagination: components["schemas"]["Pagination"];
        };
        CheckoutLink: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            metadata: components["schemas"]["Metadata"];
            /** @enum {string} */
            payment_processor: "stripe";
            client_secret: string;
            success_url: string | null;
            return_url: string | null;
            label: string | null;
            allow_discount_codes: boolean;
            require_billing_address: boolean;
            discount_id: string | null;
            organization_id: string;
            products: components["schemas"]["CheckoutLinkProduct"][];
            discount: components["schemas"]["Discount"];
            /** @description The shareable URL: it opens a new checkout. */
            url: string;
        };
        CheckoutLinkProduct: components["schemas"]["CheckoutProduct"] & {
            metadata: components["schemas"]["Metadata"];
        };
        CheckoutLinkCreate: {
            metadata?: components["schemas"]["MetadataInput"];
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
            label?: string | null;
            /** @default true */
            allow_discount_codes?: boolean;
            /** @default false */
            require_billing_address?: boolean;
            /** Format: uuid */
            discount_id?: string | null;
            /** Format: uri */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string | null;
            /** Format: uuid */
            organization_id?: string | null;
            /** @enum {string} */
            payment_processor: "stripe";
            products: string[];
        } | {
            metadata?: components["schemas"]["MetadataInput"];
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
            label?: string | null;
            /** @default true */
            allow_discount_codes?: boolean;
            /** @default false */
            require_billing_address?: boolean;
            /** Format: uuid */
            discount_id?: string | null;
            /** Format: uri */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string | null;
            /** Format: uuid */
            organization_id?: string | null;
            /** @enum {string} */
            payment_processor: "stripe";
            /** Format: uuid */
            product_id: string;
        };
        CheckoutLinkUpdate: {
            metadata?: components["schemas"]["MetadataInput"];
            /** @enum {string|null} */
            trial_interval?: "day" | "week" | "month" | "year" | null;
            trial_interval_count?: number | null;
            products?: string[] | null;
            label?: string | null;
            allow_discount_codes?: boolean | null;
            require_billing_address?: boolean | null;
            /** Format: uuid */
            discount_id?: string | null;
            /** Format: uri */
            success_url?: string | null;
            /** Format: uri */
            return_url?: string | null;
        };
        ListResource_TaxRate_: {
            items: components["schemas"]["TaxRate"][];
            pagination: components["schemas"]["Pagination"];
        };
        TaxRate: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            organization_id: string;
            name: string;
            country: string;
            state: string | null;
            basis_points: number;
        };
        TaxRateCreate: {
            /** @description Shown to you only; defaults to the region. */
            name?: string;
            /**
             * @description ISO 3166-1 alpha-2 country code.
             * @enum {string}
             */
            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            /** @description Subdivision code without the country prefix (e.g. NY); none: the whole country. */
            state?: string | null;
            /** @description The rate in basis points: 2000 = 20%. */
            basis_points: number;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
        };
        TaxRateUpdate: {
            name?: string;
            /** @description The rate in basis points: 2000 = 20%. */
            basis_points?: number;
        };
        ListResource_Subscription_: {
            items: components["schemas"]["Subscription"][];
            pagination: components["schemas"]["Pagination"];
        };
        Subscription: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            recurring_interval_count: number;
            status: components["schemas"]["SubscriptionStatus"];
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /**
             * Format: date-time
             * @description The start of the period whose usage of the metered prices the next renewal bills (the current billing period); null without metered prices, during a trial, while paused and once ended.
             */
            current_meter_period_start: string | null;
            /**
             * Format: date-time
             * @description The end of the current meter period: when its usage is billed.
             */
            current_meter_period_end: string | null;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            /** @description Whether the subscription will be paused at the end of the current period. */
            pause_at_period_end: boolean;
            /**
             * Format: date-time
             * @description When the subscription was paused.
             */
            paused_at: string | null;
            /**
             * Format: date-time
             * @description When a paused subscription is scheduled to resume automatically, if set.
             */
            resumes_at: string | null;
            customer_id: string;
            product_id: string;
            discount_id: string | null;
            checkout_id: string | null;
            seats: number | null;
            customer_cancellation_reason: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment: string | null;
            metadata: components["schemas"]["Metadata"];
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            customer: components["schemas"]["Customer"];
            product: components["schemas"]["Product"];
            discount: {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                metadata: components["schemas"]["Metadata"];
                name: string;
                code: string | null;
                /** Format: date-time */
                starts_at: string | null;
                /** Format: date-time */
                ends_at: string | null;
                max_redemptions: number | null;
                /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
                max_redemptions_per_customer: number | null;
                redemptions_count: number;
                organization_id: string;
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                /** @description Amount per currency; `{ [currency]: amount }`. */
                amounts: {
                    [key: string]: number;
                };
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                metadata: components["schemas"]["Metadata"];
                name: string;
                code: string | null;
                /** Format: date-time */
                starts_at: string | null;
                /** Format: date-time */
                ends_at: string | null;
                max_redemptions: number | null;
                /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
                max_redemptions_per_customer: number | null;
                redemptions_count: number;
                organization_id: string;
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "fixed";
                amount: number;
                currency: string;
                /** @description Amount per currency; `{ [currency]: amount }`. */
                amounts: {
                    [key: string]: number;
                };
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                metadata: components["schemas"]["Metadata"];
                name: string;
                code: string | null;
                /** Format: date-time */
                starts_at: string | null;
                /** Format: date-time */
                ends_at: string | null;
                max_redemptions: number | null;
                /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
                max_redemptions_per_customer: number | null;
                redemptions_count: number;
                organization_id: string;
                /** @enum {string} */
                duration: "repeating";
                duration_in_months: number;
                /** @enum {string} */
                type: "percentage";
                /** @description Discount in basis points: 1000 is 10%. */
                basis_points: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                metadata: components["schemas"]["Metadata"];
                name: string;
                code: string | null;
                /** Format: date-time */
                starts_at: string | null;
                /** Format: date-time */
                ends_at: string | null;
                max_redemptions: number | null;
                /** @description Maximum number of times one customer may redeem the discount; null when unlimited. */
                max_redemptions_per_customer: number | null;
                redemptions_count: number;
                organization_id: string;
                /** @enum {string} */
                duration: "once" | "forever";
                /** @enum {string} */
                type: "percentage";
                /** @description Discount in basis points: 1000 is 10%. */
                basis_points: number;
            } | null;
            prices: ({
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            })[];
            /** @description The meters of the subscription's metered prices, with the current period's usage. */
            meters: components["schemas"]["SubscriptionMeter"][];
            pending_update: components["schemas"]["PendingSubscriptionUpdate"];
        };
        SubscriptionMeter: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** @description The number of consumed units (the meter's quantity since the start of the current billing period). */
            consumed_units: number;
            /** @description The number of credited units since the last reset. */
            credited_units: number;
            /** @description The amount due so far in this period, in cents. */
            amount: number;
            meter_id: string;
            meter: components["schemas"]["Meter"];
        };
        Meter: {
            metadata: components["schemas"]["Metadata"];
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            name: string;
            unit: components["schemas"]["MeterUnit"];
            custom_label: string | null;
            custom_multiplier: number | null;
            filter: components["schemas"]["Filter"];
            aggregation: components["schemas"]["CountAggregation"] | components["schemas"]["PropertyAggregation"] | components["schemas"]["UniqueAggregation"];
            organization_id: string;
            /** Format: date-time */
            archived_at: string | null;
        };
        /** @enum {string} */
        MeterUnit: "scalar" | "token" | "custom";
        Filter: {
            /** @enum {string} */
            conjunction: "and" | "or";
            clauses: (components["schemas"]["FilterClause"] | components["schemas"]["Filter"])[];
        };
        CountAggregation: {
            /** @enum {string} */
            func: "count";
        };
        PropertyAggregation: {
            /** @enum {string} */
            func: "sum" | "max" | "min" | "avg";
            property: string;
        };
        UniqueAggregation: {
            /** @enum {string} */
            func: "unique";
            property: string;
        };
        PendingSubscriptionUpdate: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            /** Format: date-time */
            applies_at: string;
            product_id: string | null;
            seats: number | null;
        } | null;
        SubscriptionUpdate: components["schemas"]["SubscriptionUpdateProduct"] | components["schemas"]["SubscriptionUpdateDiscount"] | components["schemas"]["SubscriptionUpdateSeats"] | components["schemas"]["SubscriptionRevoke"] | components["schemas"]["SubscriptionCancel"] | components["schemas"]["SubscriptionPause"] | components["schemas"]["SubscriptionResume"] | components["schemas"]["SubscriptionUpdateMetadata"];
        SubscriptionUpdateProduct: {
            /**
             * Format: uuid
             * @description Update subscription to another product.
             */
            product_id: string;
            /**
             * @description Determine how to handle the proration billing. If not provided, the behavior defined in the organization settings will be used.
             * @enum {string|null}
             */
            proration_behavior?: "invoice" | "prorate" | null;
        };
        SubscriptionUpdateDiscount: {
            /**
             * Format: uuid
             * @description Update the subscription to apply a new discount. If set to `null`, the discount will be removed. The change will be applied on the next billing cycle.
             */
            discount_id: string | null;
        };
        SubscriptionUpdateSeats: {
            /** @description Update the number of seats for this subscription. */
            seats: number;
            /**
             * @description Determine how to handle the proration billing. If not provided, the behavior defined in the organization settings will be used.
             * @enum {string|null}
             */
            proration_behavior?: "invoice" | "prorate" | null;
        };
        SubscriptionRevoke: {
            /**
             * @description Customer reason for cancellation.
             * @enum {string|null}
             */
            customer_cancellation_reason?: "customer_service" | "low_quality" | "missing_features" | "switched_service" | "too_complex" | "too_expensive" | "unused" | "other" | null;
            /** @description Customer feedback and why they decided to cancel. */
            customer_cancellation_comment?: string | null;
            /**
             * @description Cancel and revoke an active subscription immediately.
             * @enum {boolean}
             */
            revoke: true;
        };
        SubscriptionCancel: {
            /**
             * @description Customer reason for cancellation.
             * @enum {string|null}
             */
            customer_cancellation_reason?: "customer_service" | "low_quality" | "missing_features" | "switched_service" | "too_complex" | "too_expensive" | "unused" | "other" | null;
            /** @description Customer feedback and why they decided to cancel. */
            customer_cancellation_comment?: string | null;
            /** @description Cancel the subscription at the end of the period (true) or undo a pending cancellation (false). */
            cancel_at_period_end: boolean;
        };
        SubscriptionPause: {
            /** @description Pause an active subscription at the end of the current period (true), or undo a scheduled pause (false). */
            pause_at_period_end: boolean;
            /**
             * Format: date-time
             * @description When the paused subscription resumes by itself; after the current period's end. If not set, it stays paused until resumed.
             */
            resumes_at?: string | null;
        };
        SubscriptionResume: {
            /**
             * @description Resume a paused subscription now, starting a new billing period and charging the customer.
             * @enum {boolean}
             */
            resume: true;
        };
        SubscriptionUpdateMetadata: {
            metadata: components["schemas"]["MetadataInput"] & unknown;
        };
        SubscriptionUpdatePreview: {
            product_id: string;
            proration_behavior: components["schemas"]["SubscriptionProrationBehavior"];
            currency: string;
            current_amount: number;
            new_amount: number;
            /** @description Unused fraction of the current period × (new − current amount); a credit when negative. */
            proration_amount: number;
            /** @description Tax of the amount due now. */
            tax_amount: number;
            /** @description invoice: charged now (proration + tax, when positive); prorate: 0. */
            due_now: number;
            /** @description The next renewal's charge, tax included, with the prorations waiting for it. */
            next_renewal_amount: number;
            /** Format: date-time */
            next_renewal_at: string | null;
        };
        /** @enum {string} */
        SubscriptionProrationBehavior: "invoice" | "prorate";
        SubscriptionUpdatePreviewRequest: {
            /** Format: uuid */
            product_id: string;
            proration_behavior?: components["schemas"]["SubscriptionProrationBehavior"] | null;
        } | components["schemas"]["SubscriptionUpdateSeats"];
        ListResource_Event_: {
            items: components["schemas"]["Event"][];
            pagination: components["schemas"]["Pagination"];
        };
        Event: components["schemas"]["MeterCreditEvent"] | components["schemas"]["MeterResetEvent"] | {
            /** @description The ID of the object. */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            label: string;
            /** @enum {string} */
            source: "system";
            name: string;
            metadata: components["schemas"]["Metadata"];
        } | components["schemas"]["UserEvent"];
        MeterCreditEvent: {
            /** @description The ID of the object. */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            label: string;
            /** @enum {string} */
            source: "system";
            /** @enum {string} */
            name: "meter.credited";
            metadata: {
                meter_id: string;
                units: number;
                rollover: boolean;
            };
        };
        MeterResetEvent: {
            /** @description The ID of the object. */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            label: string;
            /** @enum {string} */
            source: "system";
            /** @enum {string} */
            name: "meter.reset";
            metadata: {
                meter_id: string;
            };
        };
        UserEvent: {
            /** @description The ID of the object. */
            id: string;
            /** Format: date-time */
            timestamp: string;
            organization_id: string;
            customer_id: string | null;
            customer: components["schemas"]["Customer"] | null;
            external_customer_id: string | null;
            member_id: string | null;
            external_member_id: string | null;
            child_count: number;
            parent_id: string | null;
            label: string;
            name: string;
            /** @enum {string} */
            source: "user";
            metadata: components["schemas"]["Metadata"];
        };
        /** @enum {string} */
        EventSource: "user" | "system";
        ListResource_EventName_: {
            items: components["schemas"]["EventName"][];
            pagination: components["schemas"]["Pagination"];
        };
        EventName: {
            name: string;
            label: string;
            source: components["schemas"]["EventSource"];
            occurrences: number;
            /** Format: date-time */
            first_seen: string;
            /** Format: date-time */
            last_seen: string;
        };
        EventsIngestResponse: {
            /** @description Number of events inserted. */
            inserted: number;
            /** @description Number of duplicate events skipped. */
            duplicates: number;
        };
        EventsIngest: {
            /** @description List of events to ingest. */
            events: components["schemas"]["EventCreate"][];
        };
        EventCreate: {
            /**
             * Format: date-time
             * @description The timestamp of the event; now when left out.
             */
            timestamp?: string;
            /** @description The name of the event. */
            name: string;
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
            /** @description Your unique identifier for this event: an event repeating an external_id is a duplicate, counted once. */
            external_id?: string | null;
            parent_id?: string | null;
            metadata?: components["schemas"]["MetadataInput"];
            /**
             * Format: uuid
             * @description ID of the customer in your organization.
             */
            customer_id?: string | null;
            /** @description ID of the customer in your system. */
            external_customer_id?: string | null;
            member_id?: string | null;
            external_member_id?: string | null;
        };
        ListResource_Meter_: {
            items: components["schemas"]["Meter"][];
            pagination: components["schemas"]["Pagination"];
        };
        MeterCreate: {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The name of the meter. Will be shown on customer's invoices and usage. */
            name: string;
            unit?: components["schemas"]["MeterUnit"];
            custom_label?: string | null;
            custom_multiplier?: number | null;
            filter: components["schemas"]["Filter"];
            aggregation: components["schemas"]["CountAggregation"] | components["schemas"]["PropertyAggregation"] | components["schemas"]["UniqueAggregation"];
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
        };
        MeterUpdate: {
            metadata?: components["schemas"]["MetadataInput"];
            /** @description The name of the meter. Will be shown on customer's invoices and usage. */
            name?: string | null;
            unit?: components["schemas"]["MeterUnit"] | null;
            custom_label?: string | null;
            custom_multiplier?: number | null;
            filter?: components["schemas"]["Filter"] | null;
            aggregation?: components["schemas"]["CountAggregation"] | components["schemas"]["PropertyAggregation"] | components["schemas"]["UniqueAggregation"] | null;
            /** @description Whether the meter is archived. Archived meters are no longer used for billing. */
            is_archived?: boolean | null;
        };
        MeterQuantities: {
            quantities: components["schemas"]["MeterQuantity"][];
            /** @description The total quantity for the period. */
            total: number;
        };
        MeterQuantity: {
            /** Format: date-time */
            timestamp: string;
            quantity: number;
        };
        /**
         * @description Interval between two timestamps.
         * @enum {string}
         */
        TimeInterval: "year" | "month" | "week" | "day" | "hour";
        /**
         * @description If set, the meter's quantity is computed per customer first, then aggregated across customers with this function.
         * @enum {string}
         */
        AggregationFunction: "count" | "sum" | "max" | "min" | "avg" | "unique";
        ListResource_EventTypeWithStats_: {
            items: components["schemas"]["EventTypeWithStats"][];
            pagination: components["schemas"]["Pagination"];
        };
        EventTypeWithStats: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            name: string;
            label: string;
            label_property_selector: string | null;
            organization_id: string;
            source: components["schemas"]["EventSource"];
            occurrences: number;
            /** Format: date-time */
            first_seen: string;
            /** Format: date-time */
            last_seen: string;
        };
        EventType: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            name: string;
            label: string;
            label_property_selector: string | null;
            organization_id: string;
        };
        EventTypeUpdate: {
            /** @description The label shown for the event type. */
            label: string;
            /** @description A property of the events' metadata to show as their label. */
            label_property_selector?: string | null;
        };
        ListResource_Payment_: {
            items: components["schemas"]["Payment"][];
            pagination: components["schemas"]["Pagination"];
        };
        Payment: components["schemas"]["CardPayment"] | components["schemas"]["GenericPayment"];
        CardPayment: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            /** @enum {string} */
            processor: "stripe";
            status: components["schemas"]["PaymentStatus"];
            /** @description The payment amount in cents. */
            amount: number;
            currency: string;
            trigger: components["schemas"]["PaymentTrigger"];
            decline_reason: string | null;
            decline_message: string | null;
            organization_id: string;
            checkout_id: string | null;
            order_id: string | null;
            processor_metadata?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            method: "card";
            method_metadata: components["schemas"]["CardPaymentMetadata"];
        };
        /** @enum {string} */
        PaymentStatus: "pending" | "succeeded" | "failed";
        /**
         * @description What initiated this payment attempt, e.g. initial purchase, subscription renewal, or an automated dunning retry.
         * @enum {string|null}
         */
        PaymentTrigger: "purchase" | "subscription_cycle" | "retry_dunning" | "retry_customer" | "retry_payment_method_update" | "retry_admin" | null;
        CardPaymentMetadata: {
            brand: string;
            last4: string;
        };
        GenericPayment: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            id: string;
            /** @enum {string} */
            processor: "stripe";
            status: components["schemas"]["PaymentStatus"];
            /** @description The payment amount in cents. */
            amount: number;
            currency: string;
            trigger: components["schemas"]["PaymentTrigger"];
            decline_reason: string | null;
            decline_message: string | null;
            organization_id: string;
            checkout_id: string | null;
            order_id: string | null;
            processor_metadata?: {
                [key: string]: unknown;
            };
            method: string;
        };
        ListResource_Dispute_: {
            items: components["schemas"]["Dispute"][];
            pagination: components["schemas"]["Pagination"];
        };
        MetricsResponse: {
            /** @description List of data for each timestamp. */
            periods: components["schemas"]["MetricPeriod"][];
            totals: components["schemas"]["MetricsTotals"];
            metrics: components["schemas"]["Metrics"];
        };
        MetricPeriod: {
            /** Format: date-time */
            timestamp: string;
            orders?: number;
            revenue?: number;
            net_revenue?: number;
            cumulative_revenue?: number;
            net_cumulative_revenue?: number;
            average_order_value?: number;
            net_average_order_value?: number;
            one_time_products?: number;
            one_time_products_revenue?: number;
            one_time_products_net_revenue?: number;
            new_subscriptions?: number;
            new_subscriptions_revenue?: number;
            new_subscriptions_net_revenue?: number;
            renewed_subscriptions?: number;
            renewed_subscriptions_revenue?: number;
            renewed_subscriptions_net_revenue?: number;
            active_subscriptions?: number;
            committed_subscriptions?: number;
            monthly_recurring_revenue?: number;
            committed_monthly_recurring_revenue?: number;
            trial_monthly_recurring_revenue?: number;
            annual_recurring_revenue?: number;
            committed_annual_recurring_revenue?: number;
            average_revenue_per_user?: number;
            checkouts?: number;
            succeeded_checkouts?: number;
            checkouts_conversion?: number;
            canceled_subscriptions?: number;
            canceled_subscriptions_customer_service?: number;
            canceled_subscriptions_low_quality?: number;
            canceled_subscriptions_missing_features?: number;
            canceled_subscriptions_switched_service?: number;
            canceled_subscriptions_too_complex?: number;
            canceled_subscriptions_too_expensive?: number;
            canceled_subscriptions_unused?: number;
            canceled_subscriptions_other?: number;
            churned_subscriptions?: number;
            churn_rate?: number;
        };
        MetricsTotals: {
            orders?: number;
            revenue?: number;
            net_revenue?: number;
            cumulative_revenue?: number;
            net_cumulative_revenue?: number;
            average_order_value?: number;
            net_average_order_value?: number;
            one_time_products?: number;
            one_time_products_revenue?: number;
            one_time_products_net_revenue?: number;
            new_subscriptions?: number;
            new_subscriptions_revenue?: number;
            new_subscriptions_net_revenue?: number;
            renewed_subscriptions?: number;
            renewed_subscriptions_revenue?: number;
            renewed_subscriptions_net_revenue?: number;
            active_subscriptions?: number;
            committed_subscriptions?: number;
            monthly_recurring_revenue?: number;
            committed_monthly_recurring_revenue?: number;
            trial_monthly_recurring_revenue?: number;
            annual_recurring_revenue?: number;
            committed_annual_recurring_revenue?: number;
            average_revenue_per_user?: number;
            checkouts?: number;
            succeeded_checkouts?: number;
            checkouts_conversion?: number;
            canceled_subscriptions?: number;
            canceled_subscriptions_customer_service?: number;
            canceled_subscriptions_low_quality?: number;
            canceled_subscriptions_missing_features?: number;
            canceled_subscriptions_switched_service?: number;
            canceled_subscriptions_too_complex?: number;
            canceled_subscriptions_too_expensive?: number;
            canceled_subscriptions_unused?: number;
            canceled_subscriptions_other?: number;
            churned_subscriptions?: number;
            churn_rate?: number;
        };
        Metrics: {
            orders?: components["schemas"]["Metric"];
            revenue?: components["schemas"]["Metric"];
            net_revenue?: components["schemas"]["Metric"];
            cumulative_revenue?: components["schemas"]["Metric"];
            net_cumulative_revenue?: components["schemas"]["Metric"];
            average_order_value?: components["schemas"]["Metric"];
            net_average_order_value?: components["schemas"]["Metric"];
            one_time_products?: components["schemas"]["Metric"];
            one_time_products_revenue?: components["schemas"]["Metric"];
            one_time_products_net_revenue?: components["schemas"]["Metric"];
            new_subscriptions?: components["schemas"]["Metric"];
            new_subscriptions_revenue?: components["schemas"]["Metric"];
            new_subscriptions_net_revenue?: components["schemas"]["Metric"];
            renewed_subscriptions?: components["schemas"]["Metric"];
            renewed_subscriptions_revenue?: components["schemas"]["Metric"];
            renewed_subscriptions_net_revenue?: components["schemas"]["Metric"];
            active_subscriptions?: components["schemas"]["Metric"];
            committed_subscriptions?: components["schemas"]["Metric"];
            monthly_recurring_revenue?: components["schemas"]["Metric"];
            committed_monthly_recurring_revenue?: components["schemas"]["Metric"];
            trial_monthly_recurring_revenue?: components["schemas"]["Metric"];
            annual_recurring_revenue?: components["schemas"]["Metric"];
            committed_annual_recurring_revenue?: components["schemas"]["Metric"];
            average_revenue_per_user?: components["schemas"]["Metric"];
            checkouts?: components["schemas"]["Metric"];
            succeeded_checkouts?: components["schemas"]["Metric"];
            checkouts_conversion?: components["schemas"]["Metric"];
            canceled_subscriptions?: components["schemas"]["Metric"];
            canceled_subscriptions_customer_service?: components["schemas"]["Metric"];
            canceled_subscriptions_low_quality?: components["schemas"]["Metric"];
            canceled_subscriptions_missing_features?: components["schemas"]["Metric"];
            canceled_subscriptions_switched_service?: components["schemas"]["Metric"];
            canceled_subscriptions_too_complex?: components["schemas"]["Metric"];
            canceled_subscriptions_too_expensive?: components["schemas"]["Metric"];
            canceled_subscriptions_unused?: components["schemas"]["Metric"];
            canceled_subscriptions_other?: components["schemas"]["Metric"];
            churned_subscriptions?: components["schemas"]["Metric"];
            churn_rate?: components["schemas"]["Metric"];
        };
        Metric: {
            slug: string;
            display_name: string;
            type: components["schemas"]["MetricType"];
        };
        /** @enum {string} */
        MetricType: "scalar" | "currency" | "currency_sub_cent" | "percentage";
        /** @enum {string} */
        ProductBillingType: "one_time" | "recurring";
        MetricsLimits: {
            /**
             * Format: date
             * @description Minimum date to get metrics.
             */
            min_date: string;
            intervals: components["schemas"]["MetricsIntervalsLimits"];
        };
        MetricsIntervalsLimits: {
            hour: components["schemas"]["MetricsIntervalLimit"];
            day: components["schemas"]["MetricsIntervalLimit"];
            week: components["schemas"]["MetricsIntervalLimit"];
            month: components["schemas"]["MetricsIntervalLimit"];
            year: components["schemas"]["MetricsIntervalLimit"];
        };
        MetricsIntervalLimit: {
            min_days: number;
            max_days: number;
        };
        MetricDashboardSchema: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** @description Display name for the dashboard. */
            name: string;
            /** @description List of metric slugs displayed in this dashboard. */
            metrics: string[];
            /**
             * Format: uuid
             * @description The ID of the organization owning this dashboard.
             */
            organization_id: string;
        };
        MetricDashboardCreate: {
            /** @description Display name for the dashboard. */
            name: string;
            /**
             * @description List of metric slugs to display in this dashboard.
             * @default []
             */
            metrics?: string[];
            /**
             * Format: uuid
             * @description The ID of the organization owning the object. Required unless you use an organization token.
             */
            organization_id?: string | null;
        };
        MetricDashboardUpdate: {
            /** @description Display name for the dashboard. */
            name?: string | null;
            /** @description List of metric slugs to display in this dashboard. */
            metrics?: string[] | null;
        };
        CustomerSession: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** @description The customer session token (polar_cst_...). Shown once. */
            token: string;
            /** Format: date-time */
            expires_at: string;
            return_url: string | null;
            customer_portal_url: string;
            customer_id: string;
            customer: components["schemas"]["Customer"];
        };
        CustomerSessionCustomerIDCreate: {
            /** Format: uuid */
            customer_id: string;
            /**
             * Format: uri
             * @description Where the portal's back button leads.
             */
            return_url?: string | null;
            member_id?: string | null;
            external_member_id?: string | null;
        };
        CustomerSessionCustomerExternalIDCreate: {
            external_customer_id: string;
            /**
             * Format: uri
             * @description Where the portal's back button leads.
             */
            return_url?: string | null;
            member_id?: string | null;
            external_member_id?: string | null;
        };
        CustomerState: components["schemas"]["Customer"] & {
            active_subscriptions: components["schemas"]["CustomerStateSubscription"][];
            granted_benefits: components["schemas"]["CustomerStateBenefitGrant"][];
            active_meters: components["schemas"]["CustomerStateMeter"][];
        };
        CustomerStateSubscription: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            custom_field_data: {
                [key: string]: string | number | boolean | null;
            };
            metadata: components["schemas"]["Metadata"];
            status: components["schemas"]["SubscriptionStatus"];
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            product_id: string;
            discount_id: string | null;
            /** @description The meters of the subscription's metered prices. */
            meters: components["schemas"]["CustomerStateSubscriptionMeter"][];
        };
        CustomerStateSubscriptionMeter: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** @description The number of consumed units (the meter's quantity since the start of the current billing period). */
            consumed_units: number;
            /** @description The number of credited units since the last reset. */
            credited_units: number;
            /** @description The amount due so far in this period, in cents. */
            amount: number;
            meter_id: string;
        };
        CustomerStateBenefitGrant: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** Format: date-time */
            granted_at: string;
            benefit_id: string;
            /** @enum {string} */
            benefit_type: "custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit" | "feature_flag";
            benefit_metadata: components["schemas"]["Metadata"];
            properties: components["schemas"]["BenefitGrantDiscordProperties"] | components["schemas"]["BenefitGrantGitHubRepositoryProperties"] | components["schemas"]["BenefitGrantDownloadablesProperties"] | components["schemas"]["BenefitGrantLicenseKeysProperties"] | components["schemas"]["BenefitGrantCustomProperties"] | components["schemas"]["BenefitGrantMeterCreditProperties"];
        };
        CustomerStateMeter: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            meter_id: string;
            /** @description The number of consumed units (the meter's quantity since the start of the current billing period). */
            consumed_units: number;
            /** @description The number of credited units since the last reset. */
            credited_units: number;
            /** @description credited_units − consumed_units; negative once the credits are used up. */
            balance: number;
        };
        ListResource_CustomerMeter_: {
            items: components["schemas"]["CustomerMeter"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerMeter: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            customer_id: string;
            meter_id: string;
            /** @description The number of consumed units (the meter's quantity since the start of the current billing period). */
            consumed_units: number;
            /** @description The number of credited units since the last reset. */
            credited_units: number;
            /** @description credited_units − consumed_units; negative once the credits are used up. */
            balance: number;
            customer: components["schemas"]["Customer"];
            meter: components["schemas"]["Meter"];
        };
        ApiKeyVerification: {
            /** @enum {boolean} */
            valid: true;
            key: {
                id: string;
                /** @description The organization owning the key (your customer's external_id). */
                organization_id: string;
                name: string | null;
            };
            /** @description null when the key is bound to no meter (the request is not counted). */
            usage: {
                meter_id: string;
                customer_id: string;
                /** @description The customer's balance on the meter after this request. */
                balance: number;
            } | null;
        };
        ApiKeyVerify: {
            /** @description The API key your backend received. */
            key: string;
            /** @description The address your backend received the key from, checked against the key's IP allowlist (403 NotPermitted outside it); omitted: this call's own address. */
            ip_address?: string | null;
        };
        ApiKeyMeter: {
            /** @description The organization API key counted. */
            api_key_id: string;
            /** @description Your organization (the seller) whose meter counts the key. */
            organization_id: string;
            /** @description The key's organization: your customer with this external_id is charged. */
            external_customer_id: string;
            /** @description That customer's id; null once it is deleted (verification then refuses the key). */
            customer_id: string | null;
            meter_id: string;
            /** @description The name of the event each verified request is ingested as. */
            event_name: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
        };
        ApiKeyMeterBind: {
            /**
             * Format: uuid
             * @description One of your meters. It must count events (aggregation `count`).
             */
            meter_id: string;
            /** @description The event each request is ingested as. Defaults to the name the meter's filter requires (`name eq X`); required otherwise. */
            event_name?: string | null;
        };
        CustomerPortalCustomer: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            email: string | null;
            email_verified: boolean;
            name: string | null;
            billing_name: string | null;
            billing_address: {
                line1: string | null;
                line2: string | null;
                postal_code: string | null;
                city: string | null;
                state: string | null;
                /** @enum {string} */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "CU" | "IR" | "KP" | "RU" | "SY";
            } | null;
            tax_id: [
                string,
                "ad_nrt" | "ae_trn" | "ar_cuit" | "au_abn" | "au_arn" | "bg_uic" | "bh_vat" | "bo_tin" | "br_cnpj" | "br_cpf" | "ca_bn" | "ca_gst_hst" | "ca_pst_bc" | "ca_pst_mb" | "ca_pst_sk" | "ca_qst" | "ch_uid" | "ch_vat" | "cl_tin" | "cn_tin" | "co_nit" | "cr_tin" | "de_stn" | "do_rcn" | "ec_ruc" | "eg_tin" | "es_cif" | "eu_oss_vat" | "eu_vat" | "gb_vat" | "ge_vat" | "hk_br" | "hr_oib" | "hu_tin" | "id_npwp" | "il_vat" | "in_gst" | "is_vat" | "jp_cn" | "jp_rn" | "jp_trn" | "ke_pin" | "kr_brn" | "kz_bin" | "li_uid" | "mk_vat" | "mx_rfc" | "my_frp" | "my_itn" | "my_sst" | "ng_tin" | "no_vat" | "no_voec" | "nz_gst" | "om_vat" | "pe_ruc" | "ph_tin" | "ro_tin" | "rs_pib" | "ru_inn" | "ru_kpp" | "sa_vat" | "sg_gst" | "sg_uen" | "si_tin" | "sv_nit" | "th_vat" | "tr_tin" | "tw_vat" | "ua_vat" | "us_ein" | "uy_ruc" | "ve_rif" | "vn_tin" | "za_vat"
            ] | null;
            oauth_accounts: {
                [key: string]: {
                    account_id: string;
                    account_username: string | null;
                };
            };
            default_payment_method_id: string | null;
            /** @enum {string} */
            type: "individual";
            /** @description The language, one of en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar, or null. */
            locale: string | null;
        };
        CustomerPortalCustomerUpdate: {
            billing_name?: string | null;
            billing_address?: {
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
                city?: string | null;
                state?: string | null;
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @enum {string}
                 */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            } | null;
            tax_id?: string | null;
        };
        ListResource_CustomerOrder_: {
            items: components["schemas"]["CustomerOrder"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerOrder: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string} */
            status: "pending" | "paid" | "refunded" | "partially_refunded";
            paid: boolean;
            subtotal_amount: number;
            discount_amount: number;
            net_amount: number;
            tax_amount: number;
            total_amount: number;
            applied_balance_amount: number;
            due_amount: number;
            refunded_amount: number;
            refunded_tax_amount: number;
            refundable_amount: number;
            refundable_tax_amount: number;
            currency: string;
            /** @enum {string} */
            billing_reason: "purchase" | "subscription_create" | "subscription_cycle" | "subscription_update";
            billing_name: string | null;
            billing_address: {
                line1: string | null;
                line2: string | null;
                postal_code: string | null;
                city: string | null;
                state: string | null;
                /** @enum {string} */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "CU" | "IR" | "KP" | "RU" | "SY";
            } | null;
            invoice_number: string;
            is_invoice_generated: boolean;
            /** @description The receipt number (`RCPT-<customer>-0001`), set when the order is paid with a payment. */
            receipt_number: string | null;
            customer_id: string;
            product_id: string | null;
            discount_id: string | null;
            subscription_id: string | null;
            checkout_id: string | null;
            /** @description Number of seats purchased (for seat-based one-time orders). */
            seats: number | null;
            product: components["schemas"]["CustomerOrderProduct"];
            subscription: components["schemas"]["CustomerOrderSubscription"];
            items: components["schemas"]["OrderItemSchema"][];
            description: string;
        };
        CustomerOrderProduct: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            visibility: "draft" | "private" | "public";
            /**
             * @description Null for a one-time purchase.
             * @enum {string|null}
             */
            recurring_interval: "day" | "week" | "month" | "year" | null;
            recurring_interval_count: number | null;
            /**
             * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
             * @default null
             * @enum {string|null}
             */
            meter_interval?: "day" | "week" | "month" | "year" | null;
            /**
             * @description Number of meter interval units. None when no meter cycle is set.
             * @default null
             */
            meter_interval_count?: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            prices: ({
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            })[];
            benefits: components["schemas"]["BenefitPublic"][];
            medias: components["schemas"]["ProductMediaFileRead"][];
            organization: components["schemas"]["CustomerOrganization"];
        } | null;
        CustomerOrganization: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            avatar_url: string | null;
            /** @enum {string} */
            proration_behavior: "invoice" | "prorate";
            allow_customer_updates: boolean;
            customer_portal_settings: components["schemas"]["OrganizationCustomerPortalSettings"];
        };
        CustomerOrderSubscription: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            recurring_interval_count: number;
            status: components["schemas"]["SubscriptionStatus"];
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /**
             * Format: date-time
             * @description The start of the period whose usage of the metered prices the next renewal bills (the current billing period); null without metered prices, during a trial, while paused and once ended.
             */
            current_meter_period_start: string | null;
            /**
             * Format: date-time
             * @description The end of the current meter period: when its usage is billed.
             */
            current_meter_period_end: string | null;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            /** @description Whether the subscription will be paused at the end of the current period. */
            pause_at_period_end: boolean;
            /**
             * Format: date-time
             * @description When the subscription was paused.
             */
            paused_at: string | null;
            /**
             * Format: date-time
             * @description When a paused subscription is scheduled to resume automatically, if set.
             */
            resumes_at: string | null;
            customer_id: string;
            product_id: string;
            discount_id: string | null;
            checkout_id: string | null;
            seats: number | null;
            customer_cancellation_reason: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment: string | null;
        } | null;
        CustomerOrderInvoice: {
            url: string;
        };
        CustomerOrderUpdate: {
            /** @description The name of the customer that should appear on the invoice. */
            billing_name?: string | null;
            billing_address?: {
                line1?: string | null;
                line2?: string | null;
                postal_code?: string | null;
                city?: string | null;
                state?: string | null;
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @enum {string}
                 */
                country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            } | null;
        };
        CustomerOrderReceipt: {
            url: string;
        };
        CustomerOrderPaymentStatus: {
            status: string;
            error: string | null;
        };
        CustomerOrderPaymentConfirmation: {
            status: string;
            client_secret: string | null;
            error: string | null;
        };
        CustomerOrderConfirmPayment: {
            confirmation_token_id?: string | null;
            /** Format: uuid */
            payment_method_id?: string | null;
            /**
             * @default stripe
             * @enum {string}
             */
            payment_processor?: "stripe";
        };
        ListResource_CustomerSubscription_: {
            items: components["schemas"]["CustomerSubscription"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerSubscription: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            amount: number;
            currency: string;
            /** @enum {string} */
            recurring_interval: "day" | "week" | "month" | "year";
            recurring_interval_count: number;
            status: components["schemas"]["SubscriptionStatus"];
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            /**
             * Format: date-time
             * @description The start of the period whose usage of the metered prices the next renewal bills (the current billing period); null without metered prices, during a trial, while paused and once ended.
             */
            current_meter_period_start: string | null;
            /**
             * Format: date-time
             * @description The end of the current meter period: when its usage is billed.
             */
            current_meter_period_end: string | null;
            /** Format: date-time */
            trial_start: string | null;
            /** Format: date-time */
            trial_end: string | null;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            canceled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            /** Format: date-time */
            ended_at: string | null;
            /** @description Whether the subscription will be paused at the end of the current period. */
            pause_at_period_end: boolean;
            /**
             * Format: date-time
             * @description When the subscription was paused.
             */
            paused_at: string | null;
            /**
             * Format: date-time
             * @description When a paused subscription is scheduled to resume automatically, if set.
             */
            resumes_at: string | null;
            customer_id: string;
            product_id: string;
            discount_id: string | null;
            checkout_id: string | null;
            seats: number | null;
            customer_cancellation_reason: components["schemas"]["CustomerCancellationReason"];
            customer_cancellation_comment: string | null;
            product: components["schemas"]["CustomerSubscriptionProduct"];
            prices: ({
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            })[];
            meters: components["schemas"]["CustomerSubscriptionMeter"][];
            pending_update: components["schemas"]["PendingSubscriptionUpdate"];
        };
        CustomerSubscriptionProduct: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            visibility: "draft" | "private" | "public";
            /**
             * @description Null for a one-time purchase.
             * @enum {string|null}
             */
            recurring_interval: "day" | "week" | "month" | "year" | null;
            recurring_interval_count: number | null;
            /**
             * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
             * @default null
             * @enum {string|null}
             */
            meter_interval?: "day" | "week" | "month" | "year" | null;
            /**
             * @description Number of meter interval units. None when no meter cycle is set.
             * @default null
             */
            meter_interval_count?: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            prices: ({
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            })[];
            benefits: components["schemas"]["BenefitPublic"][];
            medias: components["schemas"]["ProductMediaFileRead"][];
            organization: components["schemas"]["CustomerOrganization"];
        };
        CustomerSubscriptionMeter: components["schemas"]["SubscriptionMeter"] & {
            meter?: components["schemas"]["CustomerSubscriptionMeterMeter"];
        };
        CustomerSubscriptionMeterMeter: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            name: string;
        };
        ListResource_CustomerBenefitGrant_: {
            items: components["schemas"]["CustomerBenefitGrant"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerBenefitGrant: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** Format: date-time */
            granted_at: string | null;
            /** Format: date-time */
            revoked_at: string | null;
            customer_id: string;
            member_id: string | null;
            benefit_id: string;
            subscription_id: string | null;
            order_id: string | null;
            is_granted: boolean;
            is_revoked: boolean;
            error: components["schemas"]["BenefitGrantError"];
            customer: components["schemas"]["CustomerPortalCustomer"];
            benefit: components["schemas"]["BenefitCustomSubscriber"] | components["schemas"]["BenefitDiscordSubscriber"] | components["schemas"]["BenefitGitHubRepositorySubscriber"] | components["schemas"]["BenefitDownloadablesSubscriber"] | components["schemas"]["BenefitLicenseKeysSubscriber"] | components["schemas"]["BenefitMeterCreditSubscriber"] | components["schemas"]["BenefitFeatureFlagSubscriber"];
            properties: components["schemas"]["BenefitGrantDiscordProperties"] | components["schemas"]["BenefitGrantGitHubRepositoryProperties"] | components["schemas"]["BenefitGrantDownloadablesProperties"] | components["schemas"]["BenefitGrantLicenseKeysProperties"] | components["schemas"]["BenefitGrantCustomProperties"] | components["schemas"]["BenefitGrantMeterCreditProperties"];
        };
        BenefitCustomSubscriber: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            organization: components["schemas"]["BenefitSubscriberOrganization"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "custom";
            properties: components["schemas"]["BenefitCustomSubscriberProperties"];
        };
        BenefitSubscriberOrganization: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            modified_at: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            avatar_url: string | null;
            /** @enum {string} */
            proration_behavior: "invoice" | "prorate";
            allow_customer_updates: boolean;
        };
        BenefitCustomSubscriberProperties: {
            note: string | null;
        };
        BenefitDiscordSubscriber: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            organization: components["schemas"]["BenefitSubscriberOrganization"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "discord";
            properties: components["schemas"]["BenefitDiscordSubscriberProperties"];
        };
        BenefitDiscordSubscriberProperties: {
            guild_id: string;
        };
        BenefitGitHubRepositorySubscriber: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            organization: components["schemas"]["BenefitSubscriberOrganization"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "github_repository";
            properties: components["schemas"]["BenefitGitHubRepositorySubscriberProperties"];
        };
        BenefitGitHubRepositorySubscriberProperties: {
            repository_owner: string;
            repository_name: string;
        };
        BenefitDownloadablesSubscriber: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            organization: components["schemas"]["BenefitSubscriberOrganization"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "downloadables";
            properties: components["schemas"]["BenefitDownloadablesSubscriberProperties"];
        };
        BenefitDownloadablesSubscriberProperties: {
            active_files: string[];
        };
        BenefitLicenseKeysSubscriber: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            organization: components["schemas"]["BenefitSubscriberOrganization"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "license_keys";
            properties: components["schemas"]["BenefitLicenseKeysSubscriberProperties"];
        };
        BenefitLicenseKeysSubscriberProperties: {
            prefix: string | null;
            expires: {
                ttl: number;
                /** @enum {string} */
                timeframe: "year" | "month" | "day";
            } | null;
            activations: {
                limit: number;
                enable_customer_admin: boolean;
            } | null;
            limit_usage: number | null;
        };
        BenefitMeterCreditSubscriber: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            organization: components["schemas"]["BenefitSubscriberOrganization"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "meter_credit";
            properties: components["schemas"]["BenefitMeterCreditSubscriberProperties"];
        };
        BenefitMeterCreditSubscriberProperties: {
            units: number;
            rollover: boolean;
            meter_id: string;
        };
        BenefitFeatureFlagSubscriber: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            description: string;
            selectable: boolean;
            deletable: boolean;
            is_deleted: boolean;
            organization_id: string;
            metadata: components["schemas"]["Metadata"];
            organization: components["schemas"]["BenefitSubscriberOrganization"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "feature_flag";
            properties: components["schemas"]["BenefitFeatureFlagSubscriberProperties"];
        };
        BenefitFeatureFlagSubscriberProperties: Record<string, never>;
        CustomerOrganizationData: {
            organization: components["schemas"]["CustomerOrganization"];
            products: components["schemas"]["CustomerProduct"][];
        };
        CustomerProduct: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @enum {string|null} */
            trial_interval: "day" | "week" | "month" | "year" | null;
            trial_interval_count: number | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            visibility: "draft" | "private" | "public";
            /**
             * @description Null for a one-time purchase.
             * @enum {string|null}
             */
            recurring_interval: "day" | "week" | "month" | "year" | null;
            recurring_interval_count: number | null;
            /**
             * @description The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.
             * @default null
             * @enum {string|null}
             */
            meter_interval?: "day" | "week" | "month" | "year" | null;
            /**
             * @description Number of meter interval units. None when no meter cycle is set.
             * @default null
             */
            meter_interval_count?: number | null;
            is_recurring: boolean;
            is_archived: boolean;
            organization_id: string;
            prices: ({
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "recurring";
                /** @enum {string} */
                recurring_interval: "day" | "week" | "month" | "year";
                /** @enum {boolean} */
                legacy: true;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "fixed";
                price_amount: number;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "custom";
                minimum_amount: number;
                maximum_amount: number | null;
                preset_amount: number | null;
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "free";
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                type: "one_time" | "recurring";
                /** @enum {string|null} */
                recurring_interval: "day" | "week" | "month" | "year" | null;
                /** @enum {string} */
                amount_type: "metered_unit";
                unit_amount: string;
                cap_amount: number | null;
                meter_id: string;
                meter: components["schemas"]["ProductPriceMeter"];
            } | {
                /**
                 * Format: date-time
                 * @description Creation timestamp of the object.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Last modification timestamp of the object.
                 */
                modified_at: string | null;
                /** @description The ID of the object. */
                id: string;
                /**
                 * @description `catalog` for a predefined price, `ad_hoc` for one created on a checkout.
                 * @enum {string}
                 */
                source: "catalog" | "ad_hoc";
                price_currency: string;
                /** @enum {string|null} */
                tax_behavior: "location" | "inclusive" | "exclusive" | null;
                is_archived: boolean;
                product_id: string;
                /** @enum {string} */
                amount_type: "seat_based";
                seat_tiers: components["schemas"]["ProductPriceSeatTiersOutput"];
            })[];
            benefits: components["schemas"]["BenefitPublic"][];
            medias: components["schemas"]["ProductMediaFileRead"][];
        };
        ListResource_CustomerOrganization_: {
            items: components["schemas"]["CustomerOrganization"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerCustomerSession: {
            /** Format: date-time */
            expires_at: string;
            return_url: string | null;
        };
        PortalAuthenticatedUser: {
            type: string;
            name: string | null;
            email: string;
            customer_id: string;
            member_id: string | null;
            role: string | null;
        };
        ListResource_CustomerPaymentMethod_: {
            items: components["schemas"]["PaymentMethodCard"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerPaymentMethodSettings: {
            /** @description As a checkout's: `{ test_mode: "true" }`, or `{ publishable_key }` for Stripe.js. */
            payment_processor_metadata: {
                [key: string]: string;
            };
            /** @description The card the customer's live subscriptions are charged to, if any. */
            default_payment_method_id: string | null;
        };
        CustomerPaymentMethodCreateSucceededResponse: {
            /** @enum {string} */
            status: "succeeded";
            payment_method: components["schemas"]["PaymentMethodCard"];
        };
        CustomerPaymentMethodCreateRequiresActionResponse: {
            /** @enum {string} */
            status: "requires_action";
            client_secret: string;
        };
        CustomerPaymentMethodCreate: {
            /** @description The card, as a Stripe ConfirmationToken (or a test-mode card token). */
            confirmation_token_id: string;
            /** @description Charge the customer's subscriptions to this card from now on. */
            set_default: boolean;
            /**
             * Format: uri
             * @description Where Stripe sends the customer back after a 3-D Secure redirect.
             */
            return_url: string;
        };
        CustomerPaymentMethodConfirm: {
            setup_intent_id: string;
            set_default: boolean;
        };
        CustomerSubscriptionUpdate: components["schemas"]["CustomerSubscriptionUpdateProduct"] | components["schemas"]["CustomerSubscriptionUpdateSeats"] | components["schemas"]["CustomerSubscriptionPause"] | components["schemas"]["CustomerSubscriptionResume"] | components["schemas"]["CustomerSubscriptionCancel"];
        CustomerSubscriptionUpdateProduct: {
            /**
             * Format: uuid
             * @description Update subscription to another product.
             */
            product_id: string;
        };
        CustomerSubscriptionUpdateSeats: {
            /** @description Update the number of seats for this subscription. */
            seats: number;
        };
        CustomerSubscriptionPause: {
            /** @description Pause an active subscription at the end of the current period (true), or undo a scheduled pause (false). */
            pause_at_period_end: boolean;
            /**
             * Format: date-time
             * @description When the paused subscription resumes by itself; after the current period's end. If not set, it stays paused until resumed.
             */
            resumes_at?: string | null;
        };
        CustomerSubscriptionResume: {
            /**
             * @description Resume a paused subscription now, starting a new billing period and charging the customer.
             * @enum {boolean}
             */
            resume: true;
        };
        CustomerSubscriptionCancel: {
            /** @description Cancel an active subscription once the current period ends. Or uncancel a subscription currently set to be revoked at period end. */
            cancel_at_period_end?: boolean | null;
            /**
             * @description Customer reason for cancellation.
             * @enum {string|null}
             */
            cancellation_reason?: "customer_service" | "low_quality" | "missing_features" | "switched_service" | "too_complex" | "too_expensive" | "unused" | "other" | null;
            /** @description Customer feedback and why they decided to cancel. */
            cancellation_comment?: string | null;
        };
        CustomerSubscriptionUpdatePreviewRequest: {
            /** Format: uuid */
            product_id: string;
        } | components["schemas"]["CustomerSubscriptionUpdateSeats"];
        CustomerBenefitGrantUpdate: components["schemas"]["CustomerBenefitGrantDiscordUpdate"] | components["schemas"]["CustomerBenefitGrantGitHubRepositoryUpdate"] | components["schemas"]["CustomerBenefitGrantDownloadablesUpdate"] | components["schemas"]["CustomerBenefitGrantLicenseKeysUpdate"] | components["schemas"]["CustomerBenefitGrantCustomUpdate"] | components["schemas"]["CustomerBenefitGrantMeterCreditUpdate"] | components["schemas"]["CustomerBenefitGrantFeatureFlagUpdate"];
        CustomerBenefitGrantDiscordUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            benefit_type: "discord";
            properties: components["schemas"]["CustomerBenefitGrantDiscordPropertiesUpdate"];
        };
        CustomerBenefitGrantDiscordPropertiesUpdate: {
            account_id: string | null;
        };
        CustomerBenefitGrantGitHubRepositoryUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            benefit_type: "github_repository";
            properties: components["schemas"]["CustomerBenefitGrantGitHubRepositoryPropertiesUpdate"];
        };
        CustomerBenefitGrantGitHubRepositoryPropertiesUpdate: {
            account_id: string | null;
        };
        CustomerBenefitGrantDownloadablesUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            benefit_type: "downloadables";
        };
        CustomerBenefitGrantLicenseKeysUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            benefit_type: "license_keys";
        };
        CustomerBenefitGrantCustomUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            benefit_type: "custom";
        };
        CustomerBenefitGrantMeterCreditUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            benefit_type: "meter_credit";
        };
        CustomerBenefitGrantFeatureFlagUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            benefit_type: "feature_flag";
        };
        ListResource_DownloadableRead_: {
            items: components["schemas"]["DownloadableRead"][];
            pagination: components["schemas"]["Pagination"];
        };
        DownloadableRead: {
            id: string;
            benefit_id: string;
            file: components["schemas"]["FileDownload"];
        };
        FileDownload: components["schemas"]["DownloadableFileRead"] & {
            download: components["schemas"]["S3DownloadURL"];
        };
        S3DownloadURL: {
            url: string;
            headers: {
                [key: string]: string;
            };
            /** Format: date-time */
            expires_at: string;
        };
        ListResource_CustomerCustomerMeter_: {
            items: components["schemas"]["CustomerCustomerMeter"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerCustomerMeter: {
            /** @description The ID of the object. */
            id: string;
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            customer_id: string;
            meter_id: string;
            /** @description The number of consumed units (the meter's quantity since the start of the current billing period). */
            consumed_units: number;
            /** @description The number of credited units since the last reset. */
            credited_units: number;
            /** @description credited_units − consumed_units; negative once the credits are used up. */
            balance: number;
            meter: components["schemas"]["CustomerCustomerMeterMeter"];
        };
        CustomerCustomerMeterMeter: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            name: string;
        };
        SeatsList: {
            seats: components["schemas"]["CustomerSeat"][];
            /** @description Seats neither assigned nor claimed */
            available_seats: number;
            /** @description Seats paid for */
            total_seats: number;
        };
        CustomerSeat: {
            /**
             * Format: date-time
             * @description Creation timestamp of the object.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last modification timestamp of the object.
             */
            modified_at: string | null;
            /** @description The ID of the object. */
            id: string;
            /** @description The subscription ID (for recurring seats) */
            subscription_id: string | null;
            /** @description The order ID (for one-time purchase seats) */
            order_id: string | null;
            /** @enum {string} */
            status: "pending" | "claimed" | "revoked";
            /** @description The customer holding the seat */
            customer_id: string | null;
            /** @description Polar's member model; always null in Gatehouse */
            member_id: string | null;
            member: null;
            /** @description The email the seat is assigned to */
            email: string | null;
            /** @description The email of the customer holding the seat */
            customer_email: string | null;
            /** Format: date-time */
            invitation_token_expires_at: string | null;
            /** Format: date-time */
            claimed_at: string | null;
            /** Format: date-time */
            revoked_at: string | null;
            seat_metadata: {
                [key: string]: unknown;
            } | null;
        };
        SeatAssign: {
            /** Format: uuid */
            subscription_id?: string | null;
            /** Format: uuid */
            checkout_id?: string | null;
            /** Format: uuid */
            order_id?: string | null;
            /** Format: email */
            email?: string | null;
            external_customer_id?: string | null;
            /** Format: uuid */
            customer_id?: string | null;
            external_member_id?: string | null;
            /** Format: uuid */
            member_id?: string | null;
            metadata?: components["schemas"]["MetadataInput"] | null;
            /** @default false */
            immediate_claim?: boolean;
        };
        SeatClaimInfo: {
            product_name: string;
            product_id: string;
            organization_name: string;
            organization_slug: string;
            customer_email: string;
            can_claim: boolean;
        };
        CustomerSeatClaimResponse: {
            seat: components["schemas"]["CustomerSeat"];
            customer_session_token: string;
        };
        SeatClaim: {
            invitation_token: string;
        };
        CustomerSessionCodeRequest: {
            /**
             * Format: email
             * @description The customer's email address.
             */
            email: string;
            /**
             * Format: uuid
             * @description The organization whose customer portal to sign in to.
             */
            organization_id: string;
        };
        CustomerSessionCodeAuthenticateResponse: {
            token: string;
        };
        CustomerSessionCodeAuthenticateRequest: {
            /** @description The code from the mail. */
            code: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
