import { Anchor, Box, Group } from "@mantine/core";
import { Link } from "react-router";

export interface SectionLink {
  label: string;
  to: string;
  current: boolean;
}

/**
 * A page's sections as links styled like tabs: each is its own address (back, reload and sharing
 * work), so they are links in a navigation landmark with `aria-current`, not ARIA tabs. On a
 * narrow screen the row scrolls sideways inside itself instead of widening the page.
 */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      style={{ overflowX: "auto", borderBottom: "2px solid var(--mantine-color-default-border)" }}
    >
      <Group gap={0} wrap="nowrap">
        {links.map((link) => (
          <Anchor
            key={link.to}
            component={Link}
            to={link.to}
            aria-current={link.current ? "page" : undefined}
            underline="never"
            px="md"
            py="xs"
            fw={link.current ? 600 : 400}
            c={link.current ? "var(--mantine-color-anchor)" : "var(--mantine-color-text)"}
            style={{
              whiteSpace: "nowrap",
              marginBottom: -2,
              borderBottom: `2px solid ${link.current ? "var(--mantine-color-anchor)" : "transparent"}`,
            }}
          >
            {link.label}
          </Anchor>
        ))}
      </Group>
    </Box>
  );
}
