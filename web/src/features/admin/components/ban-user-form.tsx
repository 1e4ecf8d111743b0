import { Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { type AdminUser, banUser, useInvalidateUsers } from "../hooks/use-admin-users";

const DAY = 86_400;
/** Ban lengths in days; null bans until an admin unbans. */
const DURATIONS = [
  { value: "forever", days: null },
  { value: "1", days: 1 },
  { value: "7", days: 7 },
  { value: "30", days: 30 },
] as const;

const secondsOf = (duration: string): number | null => {
  const days = DURATIONS.find((d) => d.value === duration)?.days;
  return days ? days * DAY : null;
};

/** Banning signs the user out everywhere and refuses their sign-ins until it ends. */
export function BanUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const invalidate = useInvalidateUsers();
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { reason: "", duration: "forever" as string },
    request: ({ reason, duration }) => banUser(user.id, reason.trim(), secondsOf(duration)),
    onSuccess: async () => {
      notifySuccess(t("banUser.banned"), t("banUser.bannedMessage", { email: user.email }));
      await invalidate();
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("banUser.formLabel", { email: user.email })}>
      <Stack>
        <Text size="sm">{t("banUser.explanation", { name: user.name, email: user.email })}</Text>
        <FormAlert error={formError} title={t("errors.banUser")} onClose={clearFormError} />
        <TextInput
          label={t("banUser.reason")}
          placeholder={t("banUser.reasonPlaceholder")}
          data-autofocus
          {...form.getInputProps("reason")}
        />
        <NativeSelect
          label={t("banUser.duration")}
          data={DURATIONS.map(({ value, days }) => ({
            value,
            label: days === null ? t("banUser.untilUnbanned") : t("banUser.days", { count: days }),
          }))}
          {...form.getInputProps("duration")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" color="red" loading={submitting}>
            {t("banUser.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
