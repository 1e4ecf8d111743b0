import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface EditFormFooterProps {
  canWrite: boolean;
  submitting: boolean;
  /** "Create discount" / "Save discount". */
  submitLabel: string;
  onCancel: () => void;
}

/** Cancel and submit under a billing create/edit form; a member, who may only look, gets "Back" and no submit. */
export function EditFormFooter({ canWrite, submitting, submitLabel, onCancel }: EditFormFooterProps) {
  const { t } = useTranslation("billing");
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel}>
        {canWrite ? t("form.cancel") : t("form.back")}
      </Button>
      {canWrite && (
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
