import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../i18n/format";
import type { PrimaryColors } from "../lib/brand-colors";
import { pageColors } from "../lib/brand-theme";
import type { PreviewBrand } from "../lib/branding-form";

const BORDER = { light: "#dee2e6", dark: "#424242" } as const;
/** The sample price on the miniature checkout: $19.00. */
const SAMPLE_PRICE = { cents: 1900, currency: "usd" } as const;

function PreviewMark({ brand }: { brand: PreviewBrand }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (brand.logoUrl && broken !== brand.logoUrl) {
    const logo = brand.logoUrl;
    return (
      <img
        src={logo}
        alt={brand.name}
        style={{ height: 28, maxWidth: 160, objectFit: "contain", alignSelf: "flex-start" }}
        onError={() => setBroken(logo)}
        data-testid="brand-preview-logo"
      />
    );
  }
  return (
    <Text fw={700} data-testid="brand-preview-name">
      {brand.name}
    </Text>
  );
}

/** One page of the seller's checkout in miniature, light or dark, in the colours the pages would use. */
function PreviewCard({
  brand,
  colors,
  scheme,
}: {
  brand: PreviewBrand;
  colors: PrimaryColors;
  scheme: "light" | "dark";
}) {
  const { t } = useTranslation("branding");
  const page = pageColors(colors, scheme);
  const price = formatMoney(SAMPLE_PRICE.cents, SAMPLE_PRICE.currency);
  const card: CSSProperties = {
    background: page.page,
    color: page.text,
    border: `1px solid ${BORDER[scheme]}`,
    borderRadius: 8,
    padding: 16,
  };
  const pay: CSSProperties = {
    background: brand.primaryColor,
    color: colors.primaryTextColor,
    borderRadius: 6,
    padding: "8px 12px",
    textAlign: "center",
    fontWeight: 600,
  };
  return (
    <div style={card} data-testid={`brand-preview-${scheme}`}>
      <Stack gap="sm">
        <PreviewMark brand={brand} />
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t("preview.plan")}</Text>
          <Text size="sm" fw={700}>
            {price}
          </Text>
        </Group>
        <div style={pay} data-testid="brand-preview-pay">
          {t("preview.pay", { price })}
        </div>
        <Text size="xs">
          {`${t("preview.questions")} `}
          <span style={{ color: page.link, textDecoration: "underline" }} data-testid="brand-preview-link">
            {brand.supportEmail ?? t("preview.contactSupport")}
          </span>
        </Text>
      </Stack>
    </div>
  );
}

/**
 * The hosted checkout as the form's values would make it, updated as the person types: light,
 * dark, or both when the page follows the device. `colors` are the server's for the saved colour,
 * worked out here for one being typed.
 */
export function BrandPreview({ brand, colors }: { brand: PreviewBrand; colors: PrimaryColors }) {
  const { t } = useTranslation("branding");
  const schemes = brand.colorScheme === "auto" ? (["light", "dark"] as const) : [brand.colorScheme];
  return (
    <Stack gap="xs" role="group" aria-labelledby="brand-preview-title" data-testid="brand-preview">
      <Text fw={600} size="sm" id="brand-preview-title">
        {t("preview.title")}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: schemes.length }} spacing="sm">
        {schemes.map((scheme) => (
          <PreviewCard key={scheme} brand={brand} colors={colors} scheme={scheme} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
