import { notifications } from "@mantine/notifications";

/** The close button's accessible name (Mantine's has none). */
const closeButtonProps = { "aria-label": "Dismiss notification" };

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ color: "teal", title, message: message ?? "", autoClose: 5000, closeButtonProps });
}

export function notifyError(title: string, message: string): void {
  notifications.show({ color: "red", title, message, autoClose: 8000, closeButtonProps });
}
