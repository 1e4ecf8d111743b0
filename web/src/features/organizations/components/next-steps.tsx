import { Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FullOrganization } from "../../../lib/auth-client";
import { billingPath, organizationPath } from "../../../lib/paths";
import { billingAbilitiesOf } from "../../../lib/permissions";
import { useProducts } from "../../billing-products/hooks/use-products";
import { useWebhookEndpoints } from "../../billing-webhooks/hooks/use-webhook-endpoints";
import type { Viewer } from "../lib/viewer";

interface Step {
  label: string;
  description: string;
  to: string;
  /** Null while unknown (still loading, or not readable by this viewer). */
  done: boolean | null;
}

const FIRST_PRODUCT = { archived: false, recurring: null, query: "", page: 1, limit: 1 } as const;

function StepMark({ done }: { done: boolean | null }) {
  return (
    <ThemeIcon size={22} radius="xl" color={done ? "teal" : "gray"} variant={done ? "filled" : "light"} aria-hidden>
      <Text size="xs" fw={700} c="inherit">
        {done ? "✓" : "•"}
      </Text>
    </ThemeIcon>
  );
}

/**
 * A new organization's first steps, for the people who can take them: invite the team, create a
 * product to sell, and register a webhook endpoint. Each is a link; finished ones are ticked. The
 * card goes away once all are done.
 */
export function NextSteps({ organization, viewer }: { organization: FullOrganization; viewer: Viewer }) {
  const { t } = useTranslation("organizations");
  const billing = billingAbilitiesOf(viewer.permissions);
  const products = useProducts(organization.id, FIRST_PRODUCT, { enabled: billing.products.write });
  const endpoints = useWebhookEndpoints(organization.id, 1, { enabled: billing.webhooks.write });
  const steps: Step[] = [];
  if (viewer.can.inviteMembers) {
    steps.push({
      label: t("nextSteps.invite"),
      description: t("nextSteps.inviteDescription"),
      to: organizationPath(organization.slug, "invitations"),
      done: organization.members.length > 1 || organization.invitations.length > 0,
    });
  }
  if (billing.products.write) {
    steps.push({
      label: t("nextSteps.product"),
      description: t("nextSteps.productDescription"),
      to: billingPath(organization.slug, "products", "new"),
      done: products.data ? products.data.pagination.total_count > 0 : null,
    });
  }
  if (billing.webhooks.write) {
    steps.push({
      label: t("nextSteps.webhooks"),
      description: t("nextSteps.webhooksDescription"),
      to: billingPath(organization.slug, "webhooks", "new"),
      done: endpoints.data ? endpoints.data.pagination.total_count > 0 : null,
    });
  }
  if (steps.length === 0 || steps.every((step) => step.done === true)) return null;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="next-steps-title"
      data-testid="next-steps"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="next-steps-title">
          {t("nextSteps.title")}
        </Title>
        <List spacing="sm" listStyleType="none">
          {steps.map((step) => (
            <List.Item key={step.label} data-done={step.done === true}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <StepMark done={step.done} />
                <Stack gap={0}>
                  <Anchor component={Link} to={step.to} fw={600}>
                    {step.label}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {step.done ? t("nextSteps.done", { description: step.description }) : step.description}
                  </Text>
                </Stack>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
