import { notifications } from "@mantine/notifications";

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ color: "teal", title, message: message ?? "", autoClose: 5000 });
}

export function notifyError(title: string, message: string): void {
  notifications.show({ color: "red", title, message, autoClose: 8000 });
}
