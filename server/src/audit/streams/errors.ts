import { APIError } from "better-auth/api";

/** `url` → `INVALID_URL`, `accessKeyId` → `INVALID_ACCESS_KEY_ID`: one code per field, for forms. */
const codeOf = (field: string) => `INVALID_${field.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()}`;

export const AuditStreamErrors = {
  /** The first field's code and message, and every refused field's message in `fields`. */
  invalidFields: (fields: Record<string, string>) => {
    const [first, message] = Object.entries(fields)[0] ?? ["settings", "Invalid settings"];
    return new APIError("BAD_REQUEST", { code: codeOf(first), message, fields });
  },
  notFound: () => new APIError("NOT_FOUND", { code: "AUDIT_STREAM_NOT_FOUND", message: "No audit stream has this id" }),
  notAllowed: () =>
    new APIError("FORBIDDEN", {
      code: "NOT_ALLOWED",
      message: "Only members who may update the organization can manage its audit streams",
    }),
  notAllowedToRead: () =>
    new APIError("FORBIDDEN", {
      code: "NOT_ALLOWED",
      message: "Only members who may read the organization's audit log can see its audit streams",
    }),
  adminsOnly: () =>
    new APIError("FORBIDDEN", {
      code: "ADMINS_ONLY",
      message: "Only platform admins can manage the platform's audit streams",
    }),
};
