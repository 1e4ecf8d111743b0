import { Avatar, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { errorCode, messageOf, RequestError } from "../../../lib/errors";
import {
  type EnrollmentSuggestion,
  useDismissSuggestion,
  useEnrollmentSuggestions,
  useJoinSuggested,
} from "../hooks/use-enrollment-suggestions";
import { useEnrollmentErrorText } from "./enrollment-error-text";

function SuggestionRow({ suggestion }: { suggestion: EnrollmentSuggestion }) {
  const { t } = useTranslation("enrollment");
  const join = useJoinSuggested();
  const dismiss = useDismissSuggestion();
  const errorText = useEnrollmentErrorText();
  const failed = join.error ?? dismiss.error;
  const organization = suggestion.organizationName;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={suggestion.organizationLogo} alt="" radius="sm" size="sm">
            {organization.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Text size="sm" fw={600}>
              {organization}
            </Text>
            <Text size="xs" c="dimmed">
              {t("suggestions.because", { domain: suggestion.domain })}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Button size="xs" loading={join.isPending} onClick={() => join.mutate(suggestion.organizationId)}>
            {t("suggestions.join", { organization })}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            loading={dismiss.isPending}
            aria-label={t("suggestions.dismissLabel", { organization })}
            onClick={() => dismiss.mutate(suggestion.organizationId)}
          >
            {t("suggestions.dismiss")}
          </Button>
        </Group>
      </Group>
      <FormAlert
        error={
          failed
            ? {
                status: 0,
                message: errorText(failed instanceof RequestError ? errorCode(failed) : null, messageOf(failed)),
              }
            : null
        }
        title={t("suggestions.error", { organization })}
      />
    </Stack>
  );
}

/** Home page block: organizations the person may join because their verified email is on the organization's domain. */
export function EnrollmentSuggestions() {
  const { t } = useTranslation("enrollment");
  const suggestions = useEnrollmentSuggestions();
  // Nothing to offer, or the offer could not be read: the home page goes on without it.
  if (!suggestions.data || suggestions.data.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t("suggestions.title")}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("suggestions.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("suggestions.description")}
        </Text>
        {suggestions.data.map((suggestion) => (
          <SuggestionRow key={suggestion.organizationId} suggestion={suggestion} />
        ))}
      </Stack>
    </Paper>
  );
}
