import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from "@mantine/core";

/** A shareable URL with a copy button (checkout links, checkout sessions). */
export function CopyUrl({ url, label, testId }: { url: string; label: string; testId?: string }) {
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
          <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
            <ActionIcon variant="subtle" aria-label={`Copy ${label}`} onClick={copy} color={copied ? "teal" : "gray"}>
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
