import { Alert, Button, Code, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { useAnswerDevice, useDeviceRequest } from "../hooks/use-device-code";
import { useOAuthClient } from "../hooks/use-oauth-consent";
import { ClientAsks, ScopeList } from "./consent-form";

/**
 * `/device`: the code a CLI or TV shows. The user enters it (or arrives with it in the link), sees
 * which application asks for what, and approves or denies; the device then gets its answer.
 */
export function DeviceForm({ initialCode, email }: { initialCode: string; email: string }) {
  const { t } = useTranslation("oauth");
  const [typed, setTyped] = useState(initialCode);
  const [code, setCode] = useState<string | null>(initialCode.trim() || null);
  return code === null ? (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim()) setCode(typed.trim().toUpperCase());
      }}
    >
      <Stack>
        <TextInput
          label={t("device.codeLabel")}
          placeholder="ABCD-EFGH"
          autoComplete="one-time-code"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Button type="submit">{t("device.continue")}</Button>
        </Group>
      </Stack>
    </form>
  ) : (
    <DeviceRequestView code={code} email={email} onOtherCode={() => setCode(null)} />
  );
}

function DeviceRequestView({ code, email, onOtherCode }: { code: string; email: string; onOtherCode: () => void }) {
  const { t } = useTranslation("oauth");
  const request = useDeviceRequest(code);
  const client = useOAuthClient(request.data?.client_id ?? null);
  const answer = useAnswerDevice(code);
  if (answer.isSuccess)
    return (
      <Alert
        color={answer.variables ? "teal" : "gray"}
        title={answer.variables ? t("device.connectedTitle") : t("device.deniedTitle")}
      >
        {answer.variables ? t("device.connectedBody") : t("device.deniedBody")}
      </Alert>
    );
  return (
    <QueryState
      isPending={request.isPending}
      error={request.error}
      onRetry={onOtherCode}
      loadingLabel={t("device.lookingUp")}
      errorTitle={t("device.invalidCode")}
    >
      {request.data && request.data.status !== "pending" ? (
        <Alert color="gray" title={t("device.answeredTitle")}>
          <Button variant="subtle" size="xs" onClick={onOtherCode}>
            {t("device.otherCode")}
          </Button>
        </Alert>
      ) : (
        <Stack>
          <ClientAsks
            name={
              client.isPending
                ? t("anApplication")
                : (client.data?.client_name ?? request.data?.client_id ?? t("device.aDevice"))
            }
            email={email}
            testId="device-client-name"
          />
          <ScopeList scopes={(request.data?.scope ?? "").split(" ").filter(Boolean)} />
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="device.checkCode"
              values={{ code }}
              components={{ code: <Code data-testid="device-user-code" /> }}
            />
          </Text>
          <FormAlert
            error={answer.error ? { status: 0, message: messageOf(answer.error) } : null}
            title={t("device.failed")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
              {t("device.deny")}
            </Button>
            <Button onClick={() => answer.mutate(true)} loading={answer.isPending && answer.variables === true}>
              {t("device.approve")}
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
