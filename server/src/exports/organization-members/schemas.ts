import { z } from "zod";

/** The organization whose members to export: the one named, or the session's active one. */
export const membersExportQuery = z.object({
  organizationId: z.string().min(1).optional(),
});

/** One line of the export: a member, their roles (comma-separated), their teams in this organization. */
export const memberLine = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  teams: z.array(z.string()),
  joinedAt: z.iso.datetime({ offset: true }),
});

export type MemberLine = z.infer<typeof memberLine>;
