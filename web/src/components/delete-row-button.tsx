import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface DeleteRowButtonProps {
  /** The accessible name, which says what goes ("Delete discount {name}"): "Delete" alone is ambiguous in a list. */
  label: string;
  onClick: () => void;
}

/** The red "Delete" of a ResourceTable row; it only asks (see useConfirmedDelete). */
export function DeleteRowButton({ label, onClick }: DeleteRowButtonProps) {
  const { t } = useTranslation("common");
  return (
    <Button variant="subtle" color="red" size="xs" onClick={onClick} aria-label={label}>
      {t("actions.delete")}
    </Button>
  );
}
