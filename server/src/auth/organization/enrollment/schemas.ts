import { z } from "zod";

/**
 * What an organization does with a signed-in person whose verified email is on one of its
 * verified domains (subdomains included) and who is not a member:
 * - `none`: nothing;
 * - `suggest`: the person is offered "Join <organization>" and joins in one click;
 * - `auto_invite`: the person gets a pending invitation, mailed once;
 * - `auto_join`: the person becomes a member; with no free seat, the join is suggested instead.
 */
export const ENROLLMENT_MODES = ["none", "suggest", "auto_invite", "auto_join"] as const;
export const enrollmentModeSchema = z.enum(ENROLLMENT_MODES);
export type EnrollmentMode = z.infer<typeof enrollmentModeSchema>;

/** Modes in which a person may join by a click (auto_join falls back to it when seats are full). */
export const JOINABLE_MODES: ReadonlySet<EnrollmentMode> = new Set(["suggest", "auto_join"]);

/** The role enrolled members get unless the organization names another. */
export const DEFAULT_ENROLLMENT_ROLE = "member";

export const enrollmentQuery = z.object({ organizationId: z.string().min(1).optional() });

export const enrollmentUpdateBody = z.object({
  organizationId: z.string().min(1).optional(),
  domain: z.string().trim().toLowerCase().min(1).max(253),
  mode: enrollmentModeSchema,
  /** Omitted: the default member role. */
  role: z.string().trim().toLowerCase().min(1).max(100).optional(),
});
export type EnrollmentUpdate = z.infer<typeof enrollmentUpdateBody>;

/** Join or dismiss: the suggested organization. */
export const suggestionBody = z.object({ organizationId: z.string().min(1) });

/** One verified domain of the organization with what enrollment does there. */
export const domainEnrollmentSchema = z.object({
  domain: z.string(),
  mode: enrollmentModeSchema,
  role: z.string(),
});

/** `GET /organization/enrollment` and the update's answer. */
export const enrollmentSettingsSchema = z.object({
  organizationId: z.string(),
  defaultRole: z.string(),
  /** The roles enrollment may give: built-in admin and member, and the organization's own. */
  roles: z.array(z.string()),
  domains: z.array(domainEnrollmentSchema),
});
export type EnrollmentSettings = z.infer<typeof enrollmentSettingsSchema>;

/** An organization the signed-in person may join (`GET /organization/enrollment/suggestions`). */
export const suggestionSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  organizationSlug: z.string(),
  organizationLogo: z.string().nullable(),
  /** The verified domain the person's email is on. */
  domain: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** The membership a join made. */
export const enrolledMemberSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  userId: z.string(),
  role: z.string(),
});
export type EnrolledMember = z.infer<typeof enrolledMemberSchema>;
