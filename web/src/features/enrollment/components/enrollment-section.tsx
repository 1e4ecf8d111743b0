import { Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { errorCode, messageOf, RequestError } from "../../../lib/errors";
import {
  ENROLLMENT_MODES,
  type EnrollmentMode,
  type EnrollmentSettings,
  useEnrollmentSettings,
  useUpdateEnrollment,
} from "../hooks/use-enrollment-settings";
import { useEnrollmentErrorText } from "./enrollment-error-text";

/** The refusals about the role the form sends: shown on the role field, the others above the form. */
const ROLE_ERRORS = new Set(["UNKNOWN_ROLE", "OWNER_NOT_ENROLLABLE", "ROLE_GRANTS_MORE_THAN_YOU_HOLD"]);

type DomainSetting = EnrollmentSettings["domains"][number];

function DomainEnrollmentForm({
  organizationId,
  setting,
  roles,
}: {
  organizationId: string;
  setting: DomainSetting;
  roles: string[];
}) {
  const { t } = useTranslation("enrollment");
  const errorText = useEnrollmentErrorText();
  const update = useUpdateEnrollment(organizationId);
  const [mode, setMode] = useState<EnrollmentMode>(setting.mode);
  const [role, setRole] = useState(setting.role);
  const code = update.error instanceof RequestError ? errorCode(update.error) : null;
  const roleError = code && ROLE_ERRORS.has(code) ? errorText(code, messageOf(update.error)) : null;
  const formError = update.error && !roleError ? errorText(code, messageOf(update.error)) : null;
  const label = t("section.domainLabel", { domain: setting.domain });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label={label}
      data-testid="enrollment-domain"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ domain: setting.domain, mode, role });
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{setting.domain}</Text>
        <Group align="flex-start" wrap="wrap">
          <Select
            label={t("section.mode")}
            data={ENROLLMENT_MODES.map((value) => ({ value, label: modeLabel(t, value) }))}
            value={mode}
            allowDeselect={false}
            onChange={(value) => value && setMode(value as EnrollmentMode)}
            w={260}
          />
          <Select
            label={t("section.role")}
            data={roles.map((value) => ({ value, label: roleLabel(t, value) }))}
            value={role}
            allowDeselect={false}
            disabled={mode === "none"}
            error={roleError}
            onChange={(value) => value && setRole(value)}
            w={220}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {modeHelp(t, mode)}
        </Text>
        <FormAlert error={formError ? { status: 0, message: formError } : null} title={t("section.saveError")} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t("section.save")}
          </Button>
          <div aria-live="polite">
            {update.isSuccess && (
              <Text size="sm" c="teal">
                {t("section.saved")}
              </Text>
            )}
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}

type Translate = ReturnType<typeof useTranslation<"enrollment">>["t"];

/** Each mode's name and what it does, spelled out so every key is found where it is used. */
function modeLabel(t: Translate, mode: EnrollmentMode): string {
  if (mode === "suggest") return t("modes.suggest");
  if (mode === "auto_invite") return t("modes.auto_invite");
  if (mode === "auto_join") return t("modes.auto_join");
  return t("modes.none");
}

function modeHelp(t: Translate, mode: EnrollmentMode): string {
  if (mode === "suggest") return t("modeHelp.suggest");
  if (mode === "auto_invite") return t("modeHelp.auto_invite");
  if (mode === "auto_join") return t("modeHelp.auto_join");
  return t("modeHelp.none");
}
const roleLabel = (t: Translate, role: string) =>
  role === "admin" ? t("roleNames.admin") : role === "member" ? t("roleNames.member") : role;

/** "Enrollment" in an organization's settings: per verified domain, what happens to people of it. */
export function EnrollmentSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("enrollment");
  const settings = useEnrollmentSettings(organizationId);
  return (
    <QueryState
      isPending={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
      loadingLabel={t("section.loading")}
      errorTitle={t("section.error")}
    >
      {settings.data?.domains.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("section.noDomains")}
        </Text>
      ) : (
        <Stack gap="sm">
          {settings.data?.domains.map((setting) => (
            <DomainEnrollmentForm
              key={setting.domain}
              organizationId={organizationId}
              setting={setting}
              roles={settings.data?.roles ?? []}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/** The section as the organization's settings show it, beside the verified domains of single sign-on. */
export function EnrollmentSettingsCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("enrollment");
  return (
    <SectionCard
      title={t("section.title")}
      aria-label={t("section.title")}
      description={t("section.description")}
      titleSize="h4"
    >
      <EnrollmentSection organizationId={organizationId} />
    </SectionCard>
  );
}
