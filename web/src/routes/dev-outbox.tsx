import { Stack, Text, Title } from "@mantine/core";
import { OutboxList } from "../features/dev-outbox/components/outbox-list";
import { usePageTitle } from "../lib/use-page-title";

export default function DevOutboxRoute() {
  usePageTitle("Dev outbox");
  return (
    <Stack py="md">
      <Stack gap={4}>
        <Title order={1}>Dev outbox</Title>
        <Text c="dimmed">Mail the server would have sent, newest first. Links open in this tab.</Text>
      </Stack>
      <OutboxList />
    </Stack>
  );
}
