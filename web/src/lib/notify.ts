import { notifications } from "@mantine/notifications";
import { i18n } from "../i18n/i18n";

/** The close button's accessible name (Mantine's has none), in the language of the moment it shows. */
const closeButtonProps = () => ({ "aria-label": i18n.t("common:notifications.dismiss") });

export function notifySuccess(title: string, message?: string): void {
  notifications.show({
    color: "teal",
    title,
    message: message ?? "",
    autoClose: 5000,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyError(title: string, message: string): void {
  notifications.show({ color: "red", title, message, autoClose: 8000, closeButtonProps: closeButtonProps() });
}
