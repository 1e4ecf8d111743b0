import { parseRoles } from "../../../lib/permissions";

/** Who holds a role: members, and invitations still pending (accepting one would make a member of it). */
export interface Holders {
  members: number;
  invitations: number;
}

export function holdersOf(
  role: string,
  members: readonly { role: string }[],
  invitations: readonly { role: string; status: string }[],
): Holders {
  return {
    members: members.filter((member) => parseRoles(member.role).includes(role)).length,
    invitations: invitations.filter(
      (invitation) => invitation.status === "pending" && parseRoles(invitation.role).includes(role),
    ).length,
  };
}
