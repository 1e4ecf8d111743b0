import { Table } from "@mantine/core";
import type { ReactNode } from "react";

interface ScrollTableProps {
  /** Below this width the table scrolls sideways inside its own box, never widening the page. */
  minWidth: number;
  /** The table's name, also the scrolling region's (a keyboard user tabs to it to scroll). */
  label: string;
  children: ReactNode;
}

/**
 * A wide table on a narrow screen: a native scrolling box that is focusable and named, so it can
 * be scrolled with the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollTable({ minWidth, label, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      // Positioned, so absolutely placed content (visually hidden headers) is clipped with the
      // rest instead of widening the page from beyond the box.
      style={{ position: "relative" }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
