import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { CardValues } from "../lib/checkout-form";
import { cardBrandOf, TEST_CARDS } from "../lib/types";

/** A form holding a test-mode card (the checkout's, the portal's "add a card"). */
export type CardForm = {
  values: CardValues;
  getInputProps: (field: keyof CardValues) => GetInputPropsReturnType;
};

/** The test-mode card: number, expiry, CVC, and the test cards that choose the outcome. */
export function CardFields({ form }: { form: CardForm }) {
  const { t } = useTranslation("checkout");
  const brand = cardBrandOf(form.values.card_number);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t("cardFields.title")}
          </Title>
          <Badge color="orange" variant="light">
            {t("cardFields.testMode")}
          </Badge>
        </Group>
        <TextInput
          label={t("cardFields.number")}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="4242 4242 4242 4242"
          required
          rightSectionWidth={brand ? 150 : undefined}
          rightSection={
            brand ? (
              <Text size="sm" fw={600} aria-live="polite" data-testid="card-brand">
                {brand}
              </Text>
            ) : null
          }
          {...form.getInputProps("card_number")}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t("cardFields.expiry")}
            autoComplete="cc-exp"
            placeholder="12 / 34"
            required
            {...form.getInputProps("card_expiry")}
          />
          <TextInput
            label={t("cardFields.cvc")}
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            required
            {...form.getInputProps("card_cvc")}
          />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" id="test-cards-heading">
            {t("cardFields.testCards")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("cardFields.testCardsHint")}
          </Text>
          <List size="xs" aria-labelledby="test-cards-heading">
            {TEST_CARDS.map((test) => (
              <List.Item key={test.number}>
                <Text span ff="monospace" size="xs">
                  {test.number}
                </Text>{" "}
                — {t(test.outcome)}
              </List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
