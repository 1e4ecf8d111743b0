import { Button, Collapse, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MetadataList } from "../../billing-kit/components/metadata-list";
import type { Metadata } from "../../billing-kit/lib/metadata";

/** An event's metadata folded to "3 keys"; the button expands it in place. */
export function EventMetadata({ metadata, eventLabel }: { metadata: Metadata; eventLabel: string }) {
  const { t } = useTranslation("billing-events");
  const [opened, { toggle }] = useDisclosure(false);
  const regionId = useId();
  const count = Object.keys(metadata).length;
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={regionId}
        aria-label={opened ? t("metadata.hide", { event: eventLabel }) : t("metadata.show", { event: eventLabel })}
      >
        {opened ? t("metadata.hideButton") : t("metadata.keys", { count })}
      </Button>
      <Collapse in={opened} id={regionId}>
        <MetadataList metadata={metadata} />
      </Collapse>
    </Stack>
  );
}
