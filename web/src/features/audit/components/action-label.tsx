import { Code, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AuditEntry } from "../hooks/use-audit-log";

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** A sentence for the actions that have one (the roles'), from the entry's details; null for the rest. */
function useSentence(entry: AuditEntry): string | null {
  const { t } = useTranslation("audit");
  const details = entry.details ?? {};
  // A role deleted by id records no name: its id stands in.
  const role = text(details.role) ?? entry.target?.id ?? "—";
  switch (entry.action) {
    case "role.created":
      return t("actions.roleCreated", { role });
    case "role.updated":
      return t("actions.roleUpdated", { role });
    case "role.deleted":
      return t("actions.roleDeleted", { role });
    case "role.reassigned":
      return t("actions.roleReassigned", { from: text(details.from) ?? role, to: text(details.to) ?? "—" });
    default:
      return null;
  }
}

/** The entry's action: its code, under a readable sentence where there is one. */
export function ActionLabel({ entry }: { entry: AuditEntry }) {
  const sentence = useSentence(entry);
  if (!sentence) return <Code>{entry.action}</Code>;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{sentence}</Text>
      <Code>{entry.action}</Code>
    </Stack>
  );
}
