import { Paper, Stack, Text, Title, type TitleProps } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A red border and title, for destructive sections. */
  danger?: boolean;
  /** In-page anchor. */
  id?: string;
  "aria-label"?: string;
  titleSize?: TitleProps["size"];
  /** Room above the card when scrolled to by its anchor (under a sticky header). */
  scrollMarginTop?: number;
}

/** A bordered `<section>` card: heading, optional dimmed description, then its content. */
export function SectionCard({
  title,
  description,
  children,
  danger,
  id,
  "aria-label": ariaLabel,
  titleSize = "h3",
  scrollMarginTop,
}: SectionCardProps) {
  return (
    <Paper
      component="section"
      id={id}
      aria-label={ariaLabel}
      withBorder
      p="lg"
      radius="md"
      style={{
        ...(scrollMarginTop !== undefined ? { scrollMarginTop } : {}),
        ...(danger ? { borderColor: "var(--mantine-color-red-6)" } : {}),
      }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size={titleSize} c={danger ? "red" : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
