import type { MemberRow } from "./repository.ts";
import { type Member, type MemberRole, memberRole, type PortalMember } from "./schemas.ts";

/** A stored role; anything unexpected reads as the least privileged one. */
export const roleOf = (row: MemberRow): MemberRole => memberRole.catch("member").parse(row.role);

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    customer_id: row.customer_id,
    email: row.email,
    name: row.name,
    external_id: row.external_id,
    role: roleOf(row),
  };
}

export function toPortalMember(row: MemberRow): PortalMember {
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(row),
  };
}
