import type { z } from "zod";
import { type ImportedUserInput, importedUserSchema, type ReadRow, type RowPosition } from "../imported-user.ts";

/** The record a reader made of a row, checked against the import record; its issues refuse the row. */
export function checkedUser(position: RowPosition, input: ImportedUserInput): ReadRow {
  const checked = importedUserSchema.safeParse(input);
  return checked.success ? { position, user: checked.data } : { position, refused: describeIssues(checked.error) };
}

/** "email: Invalid email address; createdAt: …": which field, and what is wrong with it. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.map(String).join(".") || "row"}: ${issue.message}`).join("; ");
}
