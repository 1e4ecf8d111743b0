import { Button, Code, Group, Image, Loader, Stack, Text } from "@mantine/core";
import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("two-factor");
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
        <FormAlert error={formError} title={t("totpSetup.failed")} onClose={clearFormError} />
        <Text size="sm">{t("totpSetup.scan")}</Text>
        {qrCode ? (
          <Image src={qrCode} w={200} h={200} alt={t("totpSetup.qrAlt")} />
        ) : (
          <Loader size="sm" aria-label={t("totpSetup.drawing")} />
        )}
        <Text size="sm">{t("totpSetup.typeKey")}</Text>
        <Code data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
          {groupedSecret(secretOf(totpURI))}
        </Code>
        <Text size="sm">{t("totpSetup.enterCode")}</Text>
        <CodeInput label={t("totpSetup.codeLabel")} {...form.getInputProps("code")} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t("totpSetup.cancel")}
          </Button>
          <Button type="submit" loading={submitting}>
            {t("totpSetup.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
