import { Button, Code, CopyButton, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n/i18n";

/** A labelled value to paste elsewhere (a URL, a DNS record), with its copy button. */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation("common");
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ overflowWrap: "anywhere", flex: 1, minWidth: 0 }}>{value}</Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={copy}
              // English names the field in lower case mid-sentence ("Copy the base url"); other
              // languages keep it as written (German nouns stay capitalised).
              aria-label={t("copyableValue.copyLabel", {
                label: currentLocale() === "en" ? label.toLowerCase() : label,
              })}
            >
              {copied ? t("actions.copied") : t("actions.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
