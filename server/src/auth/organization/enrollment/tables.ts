/**
 * Enrollment by verified domain (migration 0054). Times as ISO-8601 UTC text.
 *
 * What an organization does with people whose verified email is on one of its verified domains,
 * per domain. No row means "none".
 */
export type OrganizationEnrollmentTable = {
  organization_id: string;
  /** One verified domain of the organization, lower case (its subdomains match too). */
  domain: string;
  /** "none" | "suggest" | "auto_invite" | "auto_join". */
  mode: string;
  /** The role enrolled members get: built-in admin or member, or one of the organization's own. */
  role: string;
  /** Who saved it last: auto-invitations name them as the inviter while they are still a member. */
  updated_by_user_id: string | null;
  updated_at: string;
};

/** A suggestion to join an organization that the person dismissed: not shown to them again. */
export type EnrollmentDismissalTable = {
  user_id: string;
  organization_id: string;
  dismissed_at: string;
};

/** The invitation enrollment sent a person: one per person and organization, whatever became of it. */
export type EnrollmentInvitationTable = {
  user_id: string;
  organization_id: string;
  invitation_id: string;
  created_at: string;
};

export type EnrollmentTables = {
  organization_enrollment: OrganizationEnrollmentTable;
  enrollment_dismissal: EnrollmentDismissalTable;
  enrollment_invitation: EnrollmentInvitationTable;
};
