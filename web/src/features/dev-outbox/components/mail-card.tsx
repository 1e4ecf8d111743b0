import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import type { OutboxMail } from "../hooks/use-outbox";
import { linkify, linksInHtml } from "../lib/linkify";

const STATUS_COLORS: Record<string, string> = { sent: "teal", outbox: "blue", pending: "yellow", failed: "red" };

/** The statuses the outbox knows, named by the catalog; another one shows as the server wrote it. */
const STATUS_LABELS = {
  sent: "mail.status.sent",
  outbox: "mail.status.outbox",
  pending: "mail.status.pending",
  failed: "mail.status.failed",
} as const;

const isKnownStatus = (status: string): status is keyof typeof STATUS_LABELS => Object.hasOwn(STATUS_LABELS, status);

export function MailCard({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation("dev-outbox");
  const textLinks = new Set(linkify(mail.text).flatMap((part) => (part.kind === "link" ? [part.href] : [])));
  const extraLinks = linksInHtml(mail.html).filter((href) => !textLinks.has(href));

  return (
    <Paper component="article" withBorder p="md" radius="md" data-testid="outbox-mail" aria-label={mail.subject}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {mail.subject || t("mail.noSubject")}
          </Title>
          {mail.status && (
            <Badge color={STATUS_COLORS[mail.status] ?? "gray"} variant="light">
              {isKnownStatus(mail.status) ? t(STATUS_LABELS[mail.status]) : mail.status}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="mail.to"
            values={{ to: mail.to, date: formatDateTime(mail.createdAt) }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {linkify(mail.text).map((part, index) =>
            part.kind === "link" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, replaced whole
              <Anchor key={index} href={part.href}>
                {part.href}
              </Anchor>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, replaced whole
              <span key={index}>{part.value}</span>
            ),
          )}
        </Text>
        {extraLinks.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t("mail.htmlLinks")}
            </Text>
            {extraLinks.map((href) => (
              <Anchor key={href} href={href} size="sm" style={{ overflowWrap: "anywhere" }}>
                {href}
              </Anchor>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
