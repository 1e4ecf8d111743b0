import { Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { type AdminUser, banUser, useInvalidateUsers } from "../hooks/use-admin-users";

const DAY = 86_400;
const DURATIONS = [
  { value: "forever", label: "Until unbanned", seconds: null },
  { value: "1", label: "1 day", seconds: DAY },
  { value: "7", label: "7 days", seconds: 7 * DAY },
  { value: "30", label: "30 days", seconds: 30 * DAY },
] as const;

/** Banning signs the user out everywhere and refuses their sign-ins until it ends. */
export function BanUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const invalidate = useInvalidateUsers();
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { reason: "", duration: "forever" as string },
    request: ({ reason, duration }) =>
      banUser(user.id, reason.trim(), DURATIONS.find((d) => d.value === duration)?.seconds ?? null),
    onSuccess: async () => {
      notifySuccess("User banned", `${user.email} is signed out and cannot sign in.`);
      await invalidate();
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Ban ${user.email}`}>
      <Stack>
        <Text size="sm">
          {user.name} ({user.email}) is signed out of every session and cannot sign in while banned.
        </Text>
        <FormAlert error={formError} title="Could not ban the user" onClose={clearFormError} />
        <TextInput
          label="Ban reason"
          placeholder="Optional; shown to the user"
          data-autofocus
          {...form.getInputProps("reason")}
        />
        <NativeSelect
          label="Ban duration"
          data={DURATIONS.map(({ value, label }) => ({ value, label }))}
          {...form.getInputProps("duration")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={submitting}>
            Ban user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
