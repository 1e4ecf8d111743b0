import { Group } from "@mantine/core";
import { LanguageSwitcher } from "../../../i18n/language-switcher";

/**
 * The language menu at the foot of a buyer's page (checkout, portal, seat claim): the seller's
 * layout keeps its header for the seller's name and the payment mode, which a phone fills already.
 */
export function PageLanguage() {
  return (
    <Group justify="flex-end" py="md">
      <LanguageSwitcher />
    </Group>
  );
}
