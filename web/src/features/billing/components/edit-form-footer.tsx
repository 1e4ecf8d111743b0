import { Button, Group } from "@mantine/core";

interface EditFormFooterProps {
  canWrite: boolean;
  submitting: boolean;
  /** "Create discount" / "Save discount". */
  submitLabel: string;
  onCancel: () => void;
}

/** Cancel and submit under a billing create/edit form; a member, who may only look, gets "Back" and no submit. */
export function EditFormFooter({ canWrite, submitting, submitLabel, onCancel }: EditFormFooterProps) {
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel}>
        {canWrite ? "Cancel" : "Back"}
      </Button>
      {canWrite && (
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
