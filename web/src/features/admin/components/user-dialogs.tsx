import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("admin");
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
        title={t("dialogs.resetTwoFactorTitle")}
        description={
          dialog?.kind === "reset-two-factor" && t("dialogs.resetTwoFactorDescription", { email: dialog.user.email })
        }
        confirmLabel={t("dialogs.resetTwoFactorConfirm")}
        loading={resetTwoFactor.isPending}
        error={resetTwoFactor.error}
        errorTitle={t("errors.resetTwoFactor")}
        onConfirm={() => {
          if (dialog?.kind !== "reset-two-factor") return;
          const { user } = dialog;
          resetTwoFactor.mutate(user.id, {
            onSuccess: () => {
              notifySuccess(t("dialogs.twoFactorReset"), t("dialogs.twoFactorResetMessage", { email: user.email }));
              close();
            },
          });
        }}
      />
      <Modal opened={dialog?.kind === "create"} onClose={close} title={t("dialogs.createTitle")} centered>
        <CreateUserForm onDone={close} />
      </Modal>
      <Modal opened={dialog?.kind === "ban"} onClose={close} title={t("dialogs.banTitle")} centered>
        {dialog?.kind === "ban" && <BanUserForm user={dialog.user} onDone={close} />}
      </Modal>
      <Modal opened={dialog?.kind === "password"} onClose={close} title={t("dialogs.passwordTitle")} centered>
        {dialog?.kind === "password" && <SetPasswordForm user={dialog.user} onDone={close} />}
      </Modal>
      <Modal
        opened={dialog?.kind === "sessions"}
        onClose={close}
        title={
          dialog?.kind === "sessions"
            ? t("dialogs.sessionsOfTitle", { email: dialog.user.email })
            : t("dialogs.sessionsTitle")
        }
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
        title={t("dialogs.removeTitle")}
        description={
          dialog?.kind === "remove" &&
          t("dialogs.removeDescription", { name: dialog.user.name, email: dialog.user.email })
        }
        confirmLabel={t("dialogs.removeConfirm")}
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t("errors.removeUser")}
        onConfirm={() => {
          if (dialog?.kind !== "remove") return;
          const { user } = dialog;
          remove.mutate(user.id, {
            onSuccess: () => {
              notifySuccess(t("dialogs.removed"), t("dialogs.removedMessage", { email: user.email }));
              close();
            },
          });
        }}
      />
    </>
  );
}
