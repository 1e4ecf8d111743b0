import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { backupCodesFile } from "../lib/totp-uri";

interface BackupCodesProps {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}

/** Backup codes, shown once: each works once in place of an authenticator code. */
export function BackupCodes({ codes, email, onDone }: BackupCodesProps) {
  const { t } = useTranslation("two-factor");
  const fileURL = useMemo(() => URL.createObjectURL(backupCodesFile(codes, email)), [codes, email]);
  useEffect(() => () => URL.revokeObjectURL(fileURL), [fileURL]);

  return (
    <Alert color="teal" title={t("backupCodes.title")} role="status">
      <Stack gap="sm">
        <Text size="sm">{t("backupCodes.intro")}</Text>
        <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs" data-testid="backup-codes" component="ul" p={0} m={0}>
          {codes.map((code) => (
            <Text key={code} component="li" ff="monospace" style={{ listStyle: "none" }}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <Button size="xs" variant="light" component="a" href={fileURL} download="gatehouse-backup-codes.txt">
            {t("backupCodes.download")}
          </Button>
          <CopyButton value={codes.join("\n")}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t("backupCodes.copied") : t("backupCodes.copy")}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" onClick={onDone}>
            {t("backupCodes.saved")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
