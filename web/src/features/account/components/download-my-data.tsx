import { Button, Group, Stack, Text } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { useDownloadPersonalData } from "../hooks/use-personal-data";

/** A copy of everything Gatehouse holds about the person, to keep or take to another service. */
export function DownloadMyData() {
  const download = useDownloadPersonalData();

  return (
    <Stack gap="sm">
      <Text size="sm">
        One JSON file with your profile, sign-in methods, sessions, passkeys, organizations and teams, invitations, API
        keys, and the orders, subscriptions and benefits you have as a customer. It holds no password, token or key.
      </Text>
      <FormAlert
        error={download.error ? { status: 0, message: messageOf(download.error) } : null}
        title="Could not download your data"
        onClose={download.reset}
      />
      <div aria-live="polite">
        {download.isSuccess && (
          <Text size="sm" c="dimmed" role="status">
            Saved as {download.data}.
          </Text>
        )}
      </div>
      <Group justify="flex-end">
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
      </Group>
    </Stack>
  );
}
