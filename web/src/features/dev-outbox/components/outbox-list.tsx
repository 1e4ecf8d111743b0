import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { type OutboxMail, useOutbox } from "../hooks/use-outbox";
import { MailCard } from "./mail-card";

export function OutboxList() {
  const { t } = useTranslation("dev-outbox");
  const outbox = useOutbox();
  const [recipient, setRecipient] = useState("");

  return (
    <QueryState
      isPending={outbox.isPending}
      error={outbox.error}
      onRetry={() => void outbox.refetch()}
      loadingLabel={t("list.loading")}
      errorTitle={t("list.loadError")}
    >
      {outbox.data?.disabled ? (
        <Alert color="gray" title={t("list.offTitle")}>
          {t("list.offText")}
        </Alert>
      ) : (
        <Stack>
          <Group align="flex-end" justify="space-between">
            <TextInput
              label={t("list.filter")}
              value={recipient}
              onChange={(event) => setRecipient(event.currentTarget.value)}
              w={320}
            />
            <Button variant="light" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
              {t("list.refresh")}
            </Button>
          </Group>
          <MailList items={outbox.data?.disabled === false ? outbox.data.items : []} recipient={recipient} />
        </Stack>
      )}
    </QueryState>
  );
}

function MailList({ items, recipient }: { items: OutboxMail[]; recipient: string }) {
  const { t } = useTranslation("dev-outbox");
  const needle = recipient.trim().toLowerCase();
  const shown = needle ? items.filter((mail) => mail.to.toLowerCase().includes(needle)) : items;

  if (shown.length === 0) {
    return <Text c="dimmed">{needle ? t("list.noMailForRecipient") : t("list.noMail")}</Text>;
  }
  return (
    <Stack>
      {shown.map((mail) => (
        <MailCard key={mail.id} mail={mail} />
      ))}
    </Stack>
  );
}
