import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { type OutboxMail, useOutbox } from "../hooks/use-outbox";
import { MailCard } from "./mail-card";

export const OUTBOX_OFF_MESSAGE = "The dev outbox is off in production";

export function OutboxList() {
  const outbox = useOutbox();
  const [recipient, setRecipient] = useState("");

  return (
    <QueryState
      isPending={outbox.isPending}
      error={outbox.error}
      onRetry={() => void outbox.refetch()}
      loadingLabel="Loading the outbox"
      errorTitle="Could not load the outbox"
    >
      {outbox.data?.disabled ? (
        <Alert color="gray" title={OUTBOX_OFF_MESSAGE}>
          Mail is delivered over SMTP. The outbox only exists when the server runs without SMTP in development.
        </Alert>
      ) : (
        <Stack>
          <Group align="flex-end" justify="space-between">
            <TextInput
              label="Filter by recipient"
              value={recipient}
              onChange={(event) => setRecipient(event.currentTarget.value)}
              w={320}
            />
            <Button variant="light" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
              Refresh
            </Button>
          </Group>
          <MailList items={outbox.data?.disabled === false ? outbox.data.items : []} recipient={recipient} />
        </Stack>
      )}
    </QueryState>
  );
}

function MailList({ items, recipient }: { items: OutboxMail[]; recipient: string }) {
  const needle = recipient.trim().toLowerCase();
  const shown = needle ? items.filter((mail) => mail.to.toLowerCase().includes(needle)) : items;

  if (shown.length === 0) {
    return <Text c="dimmed">{needle ? "No mail for this recipient." : "No mail sent yet."}</Text>;
  }
  return (
    <Stack>
      {shown.map((mail) => (
        <MailCard key={mail.id} mail={mail} />
      ))}
    </Stack>
  );
}
