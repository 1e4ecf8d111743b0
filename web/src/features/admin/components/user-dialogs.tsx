import { Modal } from "@mantine/core";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { notifySuccess } from "../../../lib/notify";
import { type AdminUser, useRemoveUser, useResetTwoFactor } from "../hooks/use-admin-users";
import type { DialogAction } from "../hooks/use-user-actions";
import { BanUserForm } from "./ban-user-form";
import { CreateUserForm } from "./create-user-form";
import { SetPasswordForm } from "./set-password-form";
import { UserSessions } from "./user-sessions";

/** The one dialog open on the administration page, if any. */
export type Dialog = { kind: "create" } | { kind: DialogAction; user: AdminUser } | null;

/** Create, ban, set password, sessions and remove: each in its modal, open when `dialog` says so. */
export function UserDialogs({ dialog, close }: { dialog: Dialog; close: () => void }) {
  const remove = useRemoveUser();
  const resetTwoFactor = useResetTwoFactor();
  return (
    <>
      <ConfirmActionModal
        opened={dialog?.kind === "reset-two-factor"}
        onClose={() => {
          resetTwoFactor.reset();
          close();
        }}
        title="Reset two-factor?"
        description={
          dialog?.kind === "reset-two-factor" && (
            <>
              {dialog.user.email} signs in with the password alone until they set up two-factor again: their
              authenticator secret, backup codes and trusted devices are removed. Do this only once you are sure who is
              asking. The server log records it.
            </>
          )
        }
        confirmLabel="Reset two-factor"
        loading={resetTwoFactor.isPending}
        error={resetTwoFactor.error}
        errorTitle="Could not reset two-factor"
        onConfirm={() => {
          if (dialog?.kind !== "reset-two-factor") return;
          const { user } = dialog;
          resetTwoFactor.mutate(user.id, {
            onSuccess: () => {
              notifySuccess("Two-factor reset", `${user.email} can sign in with the password and set it up again.`);
              close();
            },
          });
        }}
      />
      <Modal opened={dialog?.kind === "create"} onClose={close} title="Create user" centered>
        <CreateUserForm onDone={close} />
      </Modal>
      <Modal opened={dialog?.kind === "ban"} onClose={close} title="Ban user" centered>
        {dialog?.kind === "ban" && <BanUserForm user={dialog.user} onDone={close} />}
      </Modal>
      <Modal opened={dialog?.kind === "password"} onClose={close} title="Set password" centered>
        {dialog?.kind === "password" && <SetPasswordForm user={dialog.user} onDone={close} />}
      </Modal>
      <Modal
        opened={dialog?.kind === "sessions"}
        onClose={close}
        title={dialog?.kind === "sessions" ? `Sessions of ${dialog.user.email}` : "Sessions"}
        size="lg"
        centered
      >
        {dialog?.kind === "sessions" && <UserSessions user={dialog.user} />}
      </Modal>
      <ConfirmActionModal
        opened={dialog?.kind === "remove"}
        onClose={() => {
          remove.reset();
          close();
        }}
        title="Remove user?"
        description={
          dialog?.kind === "remove" && (
            <>
              {dialog.user.name} ({dialog.user.email}) is deleted with their sessions and accounts. This cannot be
              undone.
            </>
          )
        }
        confirmLabel="Yes, remove"
        loading={remove.isPending}
        error={remove.error}
        errorTitle="Could not remove the user"
        onConfirm={() => {
          if (dialog?.kind !== "remove") return;
          const { user } = dialog;
          remove.mutate(user.id, {
            onSuccess: () => {
              notifySuccess("User removed", `${user.email} is gone.`);
              close();
            },
          });
        }}
      />
    </>
  );
}
