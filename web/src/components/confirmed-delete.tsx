import type { ReactNode } from "react";
import { notifySuccess } from "../lib/notify";
import { ConfirmActionModal, useConfirmTarget } from "./confirm-action-modal";

/** The part of a TanStack delete/revoke mutation (`mutate(id)`) the dialog drives. */
interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

interface ConfirmedDeleteOptions<T extends { id: string }> {
  mutation: DeleteMutation;
  title: ReactNode;
  /** Null while the dialog closes: the text must still render without an item. */
  description: (item: T | null) => ReactNode;
  confirmLabel: string;
  errorTitle: string;
  /** The success notification: a title and an optional message. */
  notification: (item: T) => [title: string, message?: string];
  /** Runs after the dialog closed, before the notification (e.g. hide a secret that no longer works). */
  onDeleted?: (item: T) => void;
}

/**
 * "Delete X?" for list rows: `ask(item)` opens a ConfirmActionModal (returned as `modal`, to be
 * rendered once); confirming runs the mutation, and only its success closes the dialog and notifies,
 * so a refusal stays readable in the dialog.
 */
export function useConfirmedDelete<T extends { id: string }>({
  mutation,
  title,
  description,
  confirmLabel,
  errorTitle,
  notification,
  onDeleted,
}: ConfirmedDeleteOptions<T>) {
  const confirm = useConfirmTarget<T>(mutation.reset);
  const target = confirm.target;
  const modal = (
    <ConfirmActionModal
      opened={target !== null}
      onClose={confirm.close}
      title={title}
      description={description(target)}
      confirmLabel={confirmLabel}
      loading={mutation.isPending}
      error={mutation.error}
      errorTitle={errorTitle}
      onConfirm={() =>
        target &&
        mutation.mutate(target.id, {
          onSuccess: () => {
            confirm.close();
            onDeleted?.(target);
            notifySuccess(...notification(target));
          },
        })
      }
    />
  );
  return { ask: confirm.open, modal };
}
