import { APIError } from "better-auth/api";

type InvitationState = { status: string; expiresAt: Date | string };

const isOpen = (invitation: InvitationState) => invitation.status === "pending" && new Date(invitation.expiresAt) > new Date();

/**
 * SPEC §4: only a pending, unexpired invitation can be rejected or canceled. better-auth 1.7
 * rejects an expired invitation and cancels one in any state (an accepted invitation would
 * read "canceled" while its member stays). Each route keeps its own not-found wording.
 */
export function assertRejectable(invitation: InvitationState): void {
  if (!isOpen(invitation)) throw new APIError("BAD_REQUEST", { code: "INVITATION_NOT_FOUND", message: "Invitation not found!" });
}

export function assertCancelable(invitation: InvitationState): void {
  if (!isOpen(invitation)) throw new APIError("BAD_REQUEST", { code: "INVITATION_NOT_FOUND", message: "Invitation not found" });
}
