import { z } from "@hono/zod-openapi";
import { checkIpAllowlist, IP_ALLOWLIST_MAX_ENTRIES } from "../../kit/ip-ranges.ts";
import { scopeSchema } from "../api-access/scopes.ts";
import { dateTimeSchema } from "../common/datetime.ts";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import { parseDuration } from "./duration.ts";

/** Polar's OrganizationAccessToken. */
export const organizationAccessTokenSchema = z
  .object({
    created_at: dateTimeSchema,
    modified_at: dateTimeSchema.nullable(),
    id: z.uuid(),
    scopes: z.array(scopeSchema),
    expires_at: dateTimeSchema.nullable(),
    comment: z.string(),
    last_used_at: dateTimeSchema.nullable(),
    organization_id: z.uuid(),
    ip_allowlist: z.array(z.string()).meta({
      description: "Addresses and CIDR ranges the token may be used from, normalised; empty: any address.",
    }),
  })
  .openapi("OrganizationAccessToken");
export type OrganizationAccessTokenResource = z.infer<typeof organizationAccessTokenSchema>;

export const createResponseSchema = z
  .object({ organization_access_token: organizationAccessTokenSchema, token: z.string() })
  .openapi("OrganizationAccessTokenCreateResponse");

export const listResponseSchema = listResourceSchema(
  organizationAccessTokenSchema,
  "ListResource_OrganizationAccessToken_",
);

export const SORT_FIELDS = ["created_at", "comment", "last_used_at", "organization_id"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const listQuerySchema = z.object({
  organization_id: repeatedQuery(z.uuid()).optional().openapi({ description: "Filter by organization ID." }),
  ...paginationQuery,
  sorting: sortingQuery(SORT_FIELDS, ["created_at"]),
});

const comment = z.string().trim().min(1).max(255);

/**
 * `expires_in`: an ISO 8601 duration ("P30D", "PT12H") or a number of seconds, as Pydantic's
 * timedelta accepts; omitted or null means the token never expires.
 */
const expiresIn = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const seconds = parseDuration(value);
    if (seconds === null) {
      ctx.addIssue({ code: "custom", message: "Input should be a valid duration" });
      return z.NEVER;
    }
    return seconds;
  })
  .openapi({ type: "string", description: "ISO 8601 duration (e.g. P30D) or seconds." });

/** A Gatehouse extension: the addresses a token may be used from (kit/ip-ranges.ts), normalised. */
const ipAllowlist = z
  .array(z.string().max(64))
  .transform((entries, ctx) => {
    const checked = checkIpAllowlist(entries);
    if (checked.ok) return checked.allowlist;
    ctx.addIssue({
      code: "custom",
      message: checked.message,
      ...(checked.reason === "invalid_entry" ? { path: [checked.index] } : {}),
    });
    return z.NEVER;
  })
  .openapi({
    type: ["array", "null"],
    items: { type: "string" },
    description: `IPv4/IPv6 addresses and CIDR ranges (at most ${IP_ALLOWLIST_MAX_ENTRIES}) the token may be used from; omitted, null or empty: any address. A request from elsewhere is 403.`,
  });

export const createBodySchema = z
  .object({
    organization_id: z.uuid().nullish(),
    comment,
    expires_in: expiresIn.nullish().openapi({
      type: ["string", "null"],
      description: "ISO 8601 duration (e.g. P30D) or seconds; null: never expires.",
    }),
    scopes: z.array(scopeSchema),
    ip_allowlist: ipAllowlist.nullish(),
  })
  .openapi("OrganizationAccessTokenCreate");
export type CreateBody = z.infer<typeof createBodySchema>;

export const updateBodySchema = z
  .object({ comment: comment.nullish(), scopes: z.array(scopeSchema).nullish(), ip_allowlist: ipAllowlist.nullish() })
  .openapi("OrganizationAccessTokenUpdate");
export type UpdateBody = z.infer<typeof updateBodySchema>;
