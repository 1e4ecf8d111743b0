import { Badge, Button, Group, Radio, Stack, Switch, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import type { ServerError } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import {
  type SignupSettingName,
  type SignupSettingsView,
  type UpdateSettingsBody,
  useSaveSignupSettings,
} from "../hooks/use-signup-settings";

type Values = { policy: string; allowedDomains: string; blockedDomains: string; blockDisposable: boolean };

const POLICIES = ["open", "invite_only", "waitlist"] as const;
/** Each policy's label and the sentence under it. */
const POLICY_TEXT = {
  open: { label: "settings.policies.open", description: "settings.policyDescriptions.open" },
  invite_only: { label: "settings.policies.invite_only", description: "settings.policyDescriptions.invite_only" },
  waitlist: { label: "settings.policies.waitlist", description: "settings.policyDescriptions.waitlist" },
} as const;
const isPolicy = (value: string): value is (typeof POLICIES)[number] => (POLICIES as readonly string[]).includes(value);

const asText = (domains: string[]) => domains.join("\n");
/** Domains as typed: one per line or separated by commas. */
const asList = (text: string) =>
  text
    .split(/[\n,]/)
    .map((domain) => domain.trim())
    .filter(Boolean);

const valuesOf = (settings: SignupSettingsView): Values => ({
  policy: settings.policy,
  allowedDomains: asText(settings.allowedDomains),
  blockedDomains: asText(settings.blockedDomains),
  blockDisposable: settings.blockDisposable,
});

/** The fields the configuration leaves open, as the update route takes them. */
function changesOf(values: Values, locked: readonly SignupSettingName[]): UpdateSettingsBody {
  const open = (name: SignupSettingName) => !locked.includes(name);
  return {
    ...(open("policy") && isPolicy(values.policy) ? { policy: values.policy } : {}),
    ...(open("allowedDomains") ? { allowedDomains: asList(values.allowedDomains) } : {}),
    ...(open("blockedDomains") ? { blockedDomains: asList(values.blockedDomains) } : {}),
    ...(open("blockDisposable") ? { blockDisposable: values.blockDisposable } : {}),
  };
}

/** The domain a SIGNUP_DOMAIN_INVALID refusal names (`"x" is not a domain name`). */
const invalidDomainOf = (error: ServerError) => /"([^"]+)"/.exec(error.message ?? "")?.[1];

/** The sign-up settings: policy, allowed and blocked domains, disposable addresses; read-only where the configuration sets them. */
export function SignupSettingsForm({ settings }: { settings: SignupSettingsView }) {
  const { t } = useTranslation("signup-policy");
  const save = useSaveSignupSettings();
  const form = useForm<Values>({ initialValues: valuesOf(settings) });
  const locked = settings.setByConfiguration;
  const isLocked = (name: SignupSettingName) => locked.includes(name);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the server's settings change.
  useEffect(() => form.setValues(valuesOf(settings)), [settings]);

  const lockedNote = (name: SignupSettingName) =>
    isLocked(name) ? (
      <Badge variant="light" color="gray" size="sm">
        {t("settings.setByConfiguration")}
      </Badge>
    ) : undefined;

  const onSubmit = form.onSubmit(async (values) => {
    const result = await save.mutateAsync(changesOf(values, locked));
    const error = result.error as ServerError | null;
    if (!error) {
      notifySuccess(t("settings.saved"));
      return;
    }
    const domain = error.code === "SIGNUP_DOMAIN_INVALID" ? invalidDomainOf(error) : undefined;
    if (domain === undefined) return;
    const field = asList(values.blockedDomains).includes(domain) ? "blockedDomains" : "allowedDomains";
    form.setFieldError(field, t("settings.invalidDomain", { domain }));
  });
  const formError = (save.data?.error as ServerError | null | undefined) ?? null;
  const shownError = formError?.code === "SIGNUP_DOMAIN_INVALID" ? null : formError;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("settings.formLabel")}>
      <Stack>
        <FormAlert error={shownError} title={t("settings.saveFailed")} onClose={() => save.reset()} />
        <Radio.Group
          label={
            <Group gap="xs" component="span">
              {t("settings.policy")}
              {lockedNote("policy")}
            </Group>
          }
          {...form.getInputProps("policy")}
        >
          <Stack gap="xs" mt="xs">
            {POLICIES.map((policy) => (
              <Radio
                key={policy}
                value={policy}
                disabled={isLocked("policy")}
                label={t(POLICY_TEXT[policy].label)}
                description={t(POLICY_TEXT[policy].description)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t("settings.allowedDomains")}
          description={t("settings.allowedDomainsHint")}
          rightSection={lockedNote("allowedDomains")}
          rightSectionWidth={isLocked("allowedDomains") ? 170 : undefined}
          readOnly={isLocked("allowedDomains")}
          autosize
          minRows={2}
          {...form.getInputProps("allowedDomains")}
        />
        <Textarea
          label={t("settings.blockedDomains")}
          description={t("settings.blockedDomainsHint")}
          rightSection={lockedNote("blockedDomains")}
          rightSectionWidth={isLocked("blockedDomains") ? 170 : undefined}
          readOnly={isLocked("blockedDomains")}
          autosize
          minRows={2}
          {...form.getInputProps("blockedDomains")}
        />
        <Switch
          label={t("settings.blockDisposable")}
          description={
            isLocked("blockDisposable") ? t("settings.setByConfiguration") : t("settings.blockDisposableHint")
          }
          disabled={isLocked("blockDisposable")}
          {...form.getInputProps("blockDisposable", { type: "checkbox" })}
        />
        {locked.length > 0 && (
          <Text size="sm" c="dimmed">
            {t("settings.lockedExplained")}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={locked.length === 4}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
