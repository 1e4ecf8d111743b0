import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { backupCodesFile } from "../lib/totp-uri";

interface BackupCodesProps {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}

/** Backup codes, shown once: each works once in place of an authenticator code. */
export function BackupCodes({ codes, email, onDone }: BackupCodesProps) {
  const fileURL = useMemo(() => URL.createObjectURL(backupCodesFile(codes, email)), [codes, email]);
  useEffect(() => () => URL.revokeObjectURL(fileURL), [fileURL]);

  return (
    <Alert color="teal" title="Save your backup codes" role="status">
      <Stack gap="sm">
        <Text size="sm">
          If you lose your authenticator app, each of these codes signs you in once. Keep them somewhere safe: you will
          not see them again.
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs" data-testid="backup-codes" component="ul" p={0} m={0}>
          {codes.map((code) => (
            <Text key={code} component="li" ff="monospace" style={{ listStyle: "none" }}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <Button size="xs" variant="light" component="a" href={fileURL} download="gatehouse-backup-codes.txt">
            Download
          </Button>
          <CopyButton value={codes.join("\n")}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? "Copied" : "Copy"}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" onClick={onDone}>
            I saved them
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
