import { Button, Code, Group, Image, Loader, Stack, Text } from "@mantine/core";
import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { useServerForm } from "../../../lib/use-server-form";
import { twoFactorApi } from "../hooks/use-two-factor";
import { groupedSecret, secretOf } from "../lib/totp-uri";
import { CodeInput, validateSixDigits } from "./code-input";

interface TotpSetupProps {
  totpURI: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Scan (or type) the secret, then prove it with a first code: only then is two-factor on. */
export function TotpSetup({ totpURI, onConfirmed, onCancel }: TotpSetupProps) {
  const [qrCode, setQrCode] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(totpURI, { margin: 1, width: 200 }).then((url) => current && setQrCode(url));
    return () => {
      current = false;
    };
  }, [totpURI]);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { code: "" },
    validate: { code: validateSixDigits },
    fieldErrors: { INVALID_CODE: "code" },
    request: (values) => twoFactorApi.confirm(values.code),
    onSuccess: () => onConfirmed(),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormAlert error={formError} title="Could not turn on two-factor" onClose={clearFormError} />
        <Text size="sm">
          1. Scan this QR code with an authenticator app (1Password, Google Authenticator, Authy, …).
        </Text>
        {qrCode ? (
          <Image src={qrCode} w={200} h={200} alt="QR code with your two-factor secret" />
        ) : (
          <Loader size="sm" aria-label="Drawing the QR code" />
        )}
        <Text size="sm">Or type this key into the app:</Text>
        <Code data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
          {groupedSecret(secretOf(totpURI))}
        </Code>
        <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
        <CodeInput label="Code from your app" {...form.getInputProps("code")} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Turn on two-factor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
