import { Alert, Button, Code, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { useAnswerDevice, useDeviceRequest } from "../hooks/use-device-code";
import { useOAuthClient } from "../hooks/use-oauth-consent";
import { ScopeList } from "./consent-form";

/**
 * `/device`: the code a CLI or TV shows. The user enters it (or arrives with it in the link), sees
 * which application asks for what, and approves or denies; the device then gets its answer.
 */
export function DeviceForm({ initialCode, email }: { initialCode: string; email: string }) {
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
          label="Code shown on your device"
          placeholder="ABCD-EFGH"
          autoComplete="one-time-code"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Button type="submit">Continue</Button>
        </Group>
      </Stack>
    </form>
  ) : (
    <DeviceRequestView code={code} email={email} onOtherCode={() => setCode(null)} />
  );
}

function DeviceRequestView({ code, email, onOtherCode }: { code: string; email: string; onOtherCode: () => void }) {
  const request = useDeviceRequest(code);
  const client = useOAuthClient(request.data?.client_id ?? null);
  const answer = useAnswerDevice(code);
  if (answer.isSuccess)
    return (
      <Alert
        color={answer.variables ? "teal" : "gray"}
        title={answer.variables ? "Device connected" : "Request denied"}
      >
        {answer.variables
          ? "You can go back to your device: it is signed in now."
          : "The device was not given access. You can close this page."}
      </Alert>
    );
  return (
    <QueryState
      isPending={request.isPending}
      error={request.error}
      onRetry={onOtherCode}
      loadingLabel="Looking up the code"
      errorTitle="This code does not work"
    >
      {request.data && request.data.status !== "pending" ? (
        <Alert color="gray" title="This code was already answered">
          <Button variant="subtle" size="xs" onClick={onOtherCode}>
            Enter another code
          </Button>
        </Alert>
      ) : (
        <Stack>
          <Text>
            <Text span fw={700} data-testid="device-client-name">
              {client.isPending
                ? "An application"
                : (client.data?.client_name ?? request.data?.client_id ?? "A device")}
            </Text>{" "}
            {`asks to use your Gatehouse account (${email}). It will be able to:`}
          </Text>
          <ScopeList scopes={(request.data?.scope ?? "").split(" ").filter(Boolean)} />
          <Text size="sm" c="dimmed">
            Approve only if your device shows this code: <Code data-testid="device-user-code">{code}</Code>
          </Text>
          <FormAlert
            error={answer.error ? { status: 0, message: messageOf(answer.error) } : null}
            title="Your answer did not go through"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
              Deny
            </Button>
            <Button onClick={() => answer.mutate(true)} loading={answer.isPending && answer.variables === true}>
              Approve
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
