import { Anchor, Avatar, Group, Image, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ResolvedBrand } from "../lib/brand";

type MarkBrand = Pick<ResolvedBrand, "name" | "logoUrl" | "iconUrl">;

/**
 * The seller in a page's header: their logo (named by its alt text), or, without one or when it
 * does not load, their icon and name.
 */
export function BrandMark({ brand, fallbackIcon = null }: { brand: MarkBrand; fallbackIcon?: string | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (brand.logoUrl && broken !== brand.logoUrl) {
    const logo = brand.logoUrl;
    return (
      <Image
        src={logo}
        alt={brand.name}
        h={40}
        w="auto"
        maw={220}
        fit="contain"
        onError={() => setBroken(logo)}
        data-testid="brand-logo"
      />
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={brand.iconUrl ?? fallbackIcon} alt="" radius="sm" size="md" name={brand.name} color="initials" />
      <Text fw={700} size="lg" lineClamp={1} data-testid="brand-name">
        {brand.name}
      </Text>
    </Group>
  );
}

/** Where the seller's customers get help: their support address and page, when they gave them. */
export function BrandSupportLinks({ brand }: { brand: Pick<ResolvedBrand, "supportEmail" | "supportUrl"> }) {
  const { t } = useTranslation("branding");
  // The server accepts only http(s) pages; a link is never made of anything else.
  const supportUrl = brand.supportUrl && /^https?:\/\//i.test(brand.supportUrl) ? brand.supportUrl : null;
  if (!brand.supportEmail && !supportUrl) return null;
  return (
    <Group gap="xs" data-testid="brand-support">
      <Text size="xs" c="dimmed">
        {t("support.needHelp")}
      </Text>
      {brand.supportEmail && (
        <Anchor href={`mailto:${brand.supportEmail}`} size="xs">
          {brand.supportEmail}
        </Anchor>
      )}
      {supportUrl && (
        <Anchor href={supportUrl} target="_blank" rel="noopener noreferrer" size="xs">
          {t("support.link")}
        </Anchor>
      )}
    </Group>
  );
}
