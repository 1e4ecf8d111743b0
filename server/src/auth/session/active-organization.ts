/** The session's active organization (the organization plugin's session field), if any. */
export function activeOrganizationOf(session: object | undefined): string | null {
  const id = (session as { activeOrganizationId?: unknown } | undefined)?.activeOrganizationId;
  return typeof id === "string" && id !== "" ? id : null;
}
