import { ActionIcon, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { randomId } from "@mantine/hooks";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { notifySuccess } from "../../../lib/notify";
import { validateImageUrl } from "../../../lib/validators";
import type { BillingSectionProps } from "../../billing/lib/context";
import { useV1Form } from "../../billing/lib/use-v1-form";
import {
  updateBillingOrganization,
  useBillingOrganization,
  useRefreshBillingOrganization,
} from "../hooks/use-billing-organization";
import { type BillingOrganization, PRORATION_BEHAVIORS, SOCIAL_PLATFORMS, type SocialPlatform } from "../lib/types";
import { StripeAccountCard } from "./stripe-account-card";

const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  x: "X",
  github: "GitHub",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  other: "Other",
};

export function BillingSettingsSection({ billing }: BillingSectionProps) {
  const organization = useBillingOrganization(billing.organizationId);
  return (
    <QueryState
      isPending={organization.isPending}
      error={organization.error}
      onRetry={() => void organization.refetch()}
      loadingLabel="Loading the billing settings"
      errorTitle="Could not load the billing settings"
    >
      {organization.data && (
        <Stack gap="lg">
          <SettingsForm organization={organization.data} canEdit={billing.can.organizations.write} />
          <StripeAccountCard organizationId={billing.organizationId} canEdit={billing.can.organizations.write} />
        </Stack>
      )}
    </QueryState>
  );
}

interface SettingsValues extends Record<string, unknown> {
  email: string;
  website: string;
  /** `rowKey`: the row's identity while it is edited (its React key); never sent. */
  socials: { rowKey: string; platform: SocialPlatform; url: string }[];
  subscription_settings: BillingOrganization["subscription_settings"];
  notification_settings: BillingOrganization["notification_settings"];
  customer_email_settings: BillingOrganization["customer_email_settings"];
}

/** The customer mails Gatehouse sends, by Polar's setting key, as the settings page names them. */
const CUSTOMER_EMAILS = [
  ["order_confirmation", "Receipts and refunds"],
  ["subscription_confirmation", "Subscription started"],
  ["subscription_cycled", "Renewal receipts"],
  ["subscription_past_due", "Failed payments, with the next try"],
  ["subscription_trial_conversion_reminder", "Trial ends in 3 days"],
  ["subscription_cancellation", "Subscription canceled"],
  ["subscription_uncanceled", "Subscription resumed"],
  ["subscription_revoked", "Subscription ended"],
] as const satisfies ReadonlyArray<readonly [keyof BillingOrganization["customer_email_settings"], string]>;

function SettingsForm({ organization, canEdit }: { organization: BillingOrganization; canEdit: boolean }) {
  const refresh = useRefreshBillingOrganization(organization.id);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<SettingsValues, BillingOrganization>({
    initialValues: {
      email: organization.email ?? "",
      website: organization.website ?? "",
      socials: organization.socials.map((social) => ({ ...social, rowKey: randomId() })),
      subscription_settings: {
        allow_multiple_subscriptions: organization.subscription_settings.allow_multiple_subscriptions,
        allow_customer_updates: organization.subscription_settings.allow_customer_updates,
        proration_behavior: organization.subscription_settings.proration_behavior,
      },
      notification_settings: { ...organization.notification_settings },
      customer_email_settings: { ...organization.customer_email_settings },
    },
    validate: {
      website: validateImageUrl,
      socials: { url: (value: string) => (value.trim() ? validateImageUrl(value) : "Enter the URL") },
    },
    request: (values) =>
      updateBillingOrganization(organization.id, {
        email: values.email.trim() || null,
        website: values.website.trim() || null,
        socials: values.socials.map((social) => ({ platform: social.platform, url: social.url.trim() })),
        subscription_settings: values.subscription_settings,
        notification_settings: values.notification_settings,
        customer_email_settings: values.customer_email_settings,
      }),
    onSuccess: async (_data, values) => {
      notifySuccess("Billing settings saved");
      form.resetDirty(values);
      await refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Billing settings">
      <Stack gap="lg">
        <FormAlert error={formError} title="Could not save the billing settings" onClose={clearFormError} />
        <SectionCard title="Profile" description="How customers reach you: shown on checkouts and receipts.">
          <TextInput
            label="Support email"
            type="email"
            placeholder="billing@example.com"
            readOnly={!canEdit}
            {...form.getInputProps("email")}
          />
          <TextInput
            label="Website"
            type="url"
            placeholder="https://example.com"
            readOnly={!canEdit}
            {...form.getInputProps("website")}
          />
          <Stack gap="xs" role="group" aria-labelledby="socials-heading">
            <Text size="sm" fw={500} id="socials-heading">
              Social links
            </Text>
            {form.values.socials.length === 0 && (
              <Text size="sm" c="dimmed">
                No social links.
              </Text>
            )}
            {form.values.socials.map((social, index) => (
              <Group key={social.rowKey} gap="xs" align="flex-start" wrap="nowrap" data-testid="social-row">
                <NativeSelect
                  aria-label={`Platform ${index + 1}`}
                  data={SOCIAL_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }))}
                  disabled={!canEdit}
                  {...form.getInputProps(`socials.${index}.platform`)}
                />
                <TextInput
                  aria-label={`Social URL ${index + 1}`}
                  placeholder="https://"
                  readOnly={!canEdit}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`socials.${index}.url`)}
                />
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={`Remove social link ${index + 1}`}
                    onClick={() => form.removeListItem("socials", index)}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
            {canEdit && (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => form.insertListItem("socials", { rowKey: randomId(), platform: "x", url: "" })}
                >
                  Add social link
                </Button>
              </Group>
            )}
          </Stack>
        </SectionCard>
        <SectionCard title="Subscriptions">
          <Checkbox
            label="Allow multiple subscriptions"
            description="A customer may hold several active subscriptions at once."
            disabled={!canEdit}
            {...form.getInputProps("subscription_settings.allow_multiple_subscriptions", { type: "checkbox" })}
          />
          <Checkbox
            label="Allow customer updates"
            description="Customers may switch plans from their portal."
            disabled={!canEdit}
            {...form.getInputProps("subscription_settings.allow_customer_updates", { type: "checkbox" })}
          />
          <NativeSelect
            label="Proration behavior"
            description="What happens when a customer changes plan mid-cycle."
            data={PRORATION_BEHAVIORS.map((value) => ({
              value,
              label: value === "prorate" ? "Prorate on the next invoice" : "Invoice immediately",
            }))}
            disabled={!canEdit}
            {...form.getInputProps("subscription_settings.proration_behavior")}
          />
        </SectionCard>
        <SectionCard title="Customer emails" description="What your customers are mailed about their purchases.">
          {CUSTOMER_EMAILS.map(([key, label]) => (
            <Checkbox
              key={key}
              label={label}
              disabled={!canEdit}
              {...form.getInputProps(`customer_email_settings.${key}`, { type: "checkbox" })}
            />
          ))}
        </SectionCard>
        <SectionCard title="Notifications" description="Emails to the organization's owners and admins.">
          <Checkbox
            label="New order notifications"
            disabled={!canEdit}
            {...form.getInputProps("notification_settings.new_order", { type: "checkbox" })}
          />
          <Checkbox
            label="New subscription notifications"
            disabled={!canEdit}
            {...form.getInputProps("notification_settings.new_subscription", { type: "checkbox" })}
          />
        </SectionCard>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              Save settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
