import { z } from "@hono/zod-openapi";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { sortingQuery } from "../common/query.ts";
import { timestamps } from "../common/schemas.ts";

/** Wire shapes of a customer's members (Polar `Member*`, `CustomerPortalMember*`). */

export const MEMBER_ROLES = ["owner", "billing_manager", "member"] as const;
export const memberRole = z.enum(MEMBER_ROLES).openapi("MemberRole");
/** The roles a new member may be given: ownership is set on customer creation or transferred by an update. */
const newMemberRole = z.enum(["member", "billing_manager"]);

const email = z.email().max(320).meta({ description: "The email address of the member." });
const name = z
  .string()
  .max(256)
  .transform((value) => (value.trim() === "" ? null : value))
  .meta({ description: "The name of the member." });
const externalId = z
  .string()
  .transform((value) => (value.trim() === "" ? null : value))
  .meta({ description: "The ID of the member in your system. This must be unique within the customer." });

export const member = z
  .object({
    id: z.string().meta({ description: "The ID of the member." }),
    ...timestamps,
    customer_id: z.string().meta({ description: "The ID of the customer this member belongs to." }),
    email: z.string(),
    name: z.string().nullable(),
    external_id: z.string().nullable(),
    role: memberRole,
  })
  .openapi("Member");

export const memberCreate = z
  .object({
    email,
    name: name.nullish(),
    external_id: externalId.nullish(),
    role: newMemberRole.default("member"),
  })
  .openapi("MemberCreateFromCustomer");

/** The owner made with a customer (`owner` of a customer create). */
export const memberOwnerCreate = z
  .object({ email, name: name.nullish(), external_id: externalId.nullish() })
  .openapi("MemberOwnerCreate");

export const memberUpdate = z
  .object({ name: name.nullish(), email: email.nullish(), role: memberRole.nullish() })
  .openapi("MemberUpdate");

export const memberListQuery = z.object({
  ...paginationQuery,
  role: memberRole.optional().meta({ description: "Filter by member role." }),
  sorting: sortingQuery(["created_at"], ["-created_at"]),
});

export const memberList = listResourceSchema(member, "ListResource_Member_");

/** The portal's view of a member (no customer or external ID). */
export const portalMember = z
  .object({
    ...timestamps,
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: memberRole,
  })
  .openapi("CustomerPortalMember");

export const portalMemberCreate = z
  .object({ email, name: name.nullish(), role: memberRole.default("member") })
  .openapi("CustomerPortalMemberCreate");

export const portalMemberUpdate = z
  .object({ name: name.nullish(), role: memberRole.nullish() })
  .openapi("CustomerPortalMemberUpdate");

export const portalMemberListQuery = z.object({ ...paginationQuery });
export const portalMemberList = listResourceSchema(portalMember, "ListResource_CustomerPortalMember_");

export type MemberRole = z.infer<typeof memberRole>;
export type Member = z.infer<typeof member>;
export type MemberCreate = z.infer<typeof memberCreate>;
export type MemberOwnerCreate = z.infer<typeof memberOwnerCreate>;
export type MemberListQuery = z.infer<typeof memberListQuery>;
export type MemberList = z.infer<typeof memberList>;
export type PortalMember = z.infer<typeof portalMember>;
export type PortalMemberCreate = z.infer<typeof portalMemberCreate>;
export type PortalMemberUpdate = z.infer<typeof portalMemberUpdate>;
