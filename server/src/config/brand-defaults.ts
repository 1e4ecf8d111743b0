/**
 * The instance's brand when no BRAND_* setting says otherwise: Gatehouse's name, and the primary
 * colour of its web app (Mantine's indigo at the shade its theme fills buttons with).
 */
export const DEFAULT_BRAND_NAME = "Gatehouse";
export const DEFAULT_PRIMARY_COLOR = "#3b5bdb";
