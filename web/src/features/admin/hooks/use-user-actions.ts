import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import type { UserAction } from "../components/user-row";
import { type AdminUser, type PlatformRole, useSetRole, useUnbanUser } from "./use-admin-users";
import { useImpersonate } from "./use-impersonation";

/** The actions a dialog asks about first; the others run at once from the row. */
export type DialogAction = Exclude<UserAction, "unban" | "impersonate">;

/**
 * What the users table's row buttons do: unban and impersonate at once (with a notification),
 * the rest through `openDialog`; role changes from the row's select. `busyFor` tells a row which
 * of its actions is running.
 */
export function useUserActions(openDialog: (action: DialogAction, user: AdminUser) => void) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const unban = useUnbanUser();
  const setRole = useSetRole();
  const impersonate = useImpersonate();

  const busyFor = (user: AdminUser): UserAction | "role" | null => {
    if (unban.isPending && unban.variables === user.id) return "unban";
    if (impersonate.isPending && impersonate.variables === user.id) return "impersonate";
    if (setRole.isPending && setRole.variables.userId === user.id) return "role";
    return null;
  };

  const onAction = (user: AdminUser, action: UserAction) => {
    switch (action) {
      case "unban":
        unban.mutate(user.id, {
          onSuccess: () =>
            notifySuccess(t("userActions.unbanned"), t("userActions.unbannedMessage", { email: user.email })),
          onError: (error) => notifyError(t("errors.unbanUser"), messageOf(error)),
        });
        return;
      case "impersonate":
        // mutateAsync: this page unmounts as soon as the session becomes the (non-admin) user's.
        impersonate
          .mutateAsync(user.id)
          .then(() => {
            notifySuccess(t("userActions.impersonating"), t("userActions.impersonatingMessage", { email: user.email }));
            return navigate(paths.account);
          })
          .catch((error: unknown) => notifyError(t("errors.impersonate"), messageOf(error)));
        return;
      default:
        openDialog(action, user);
    }
  };

  const onRoleChange = (user: AdminUser, role: PlatformRole) =>
    setRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () =>
          notifySuccess(t("userActions.roleChanged"), t("userActions.roleChangedMessage", { email: user.email, role })),
        onError: (error) => notifyError(t("errors.changeRole"), messageOf(error)),
      },
    );

  return { busyFor, onAction, onRoleChange };
}
