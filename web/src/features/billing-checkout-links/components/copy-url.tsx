import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface CopyUrlProps {
  url: string;
  /** The copy button's accessible name, whole ("Copy checkout URL"): says which URL it copies. */
  label: string;
  testId?: string;
}

/** A shareable URL with a copy button (checkout links, checkout sessions). */
export function CopyUrl({ url, label, testId }: CopyUrlProps) {
  const { t } = useTranslation("common");
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor
        href={url}
        target="_blank"
        rel="noopener"
        size="sm"
        ff="monospace"
        style={{ wordBreak: "break-all" }}
        data-testid={testId}
      >
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t("actions.copied") : t("actions.copy")} withArrow>
            <ActionIcon variant="subtle" aria-label={label} onClick={copy} color={copied ? "teal" : "gray"}>
              <Text size="xs" aria-hidden>
                {copied ? "✓" : "⧉"}
              </Text>
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
