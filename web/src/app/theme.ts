import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  InputWrapper,
  Modal,
  MultiSelect,
  NativeSelect,
  PasswordInput,
  Select,
  TextInput,
} from "@mantine/core";
import { i18n } from "../i18n/i18n";
import { blend, readableColor } from "./contrast";

// Every field of these forms is required, so the asterisk adds nothing; leaving it out also
// keeps each accessible label exactly its text ("Password", not "Password *").
const noAsterisk = { defaultProps: { withAsterisk: false } };

const { colors, white, black } = DEFAULT_THEME;
/** Filled buttons and badges: one shade darker than Mantine's 6, so white text on them reads (indigo 8: 5.7:1). */
const FILLED_SHADE = 8;
const LIGHT_BACKGROUNDS = [white, colors.gray[0], colors.gray[1]];
const DARK_BACKGROUNDS = [colors.dark[7], colors.dark[6]];

/**
 * Text in a color — `c="red"`, light and outline badges and buttons, initials avatars — at the
 * first shade readable (WCAG AA) on the page and on that color's own tinted background. Mantine's
 * defaults use shade 6 or 8 in light mode (indigo 6 is 4.3:1 on white, green 8 3.5:1, yellow
 * 2:1) and 3 or 4 in dark mode.
 */
function colorTextVariables(scheme: "light" | "dark"): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const text =
      scheme === "light"
        ? readableColor(
            [shades[FILLED_SHADE], shades[9]],
            [...LIGHT_BACKGROUNDS, blend(shades[FILLED_SHADE], white, 0.1)],
            black,
          )
        : readableColor(
            [shades[4], shades[3], shades[2]],
            [...DARK_BACKGROUNDS, blend(shades[6], colors.dark[7], 0.15)],
            white,
          );
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-light-color`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
  }
  return variables;
}

const lightText = colorTextVariables("light");
const darkText = colorTextVariables("dark");

/** Dimmed text, errors and links readable in both schemes (Mantine's dimmed grey is 3.3:1 on white). */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightText,
    "--mantine-color-dimmed": readableColor([colors.gray[6]], LIGHT_BACKGROUNDS, black),
    "--mantine-color-error": lightText["--mantine-color-red-text"] ?? colors.red[9],
    "--mantine-color-anchor": lightText["--mantine-color-indigo-text"] ?? colors.indigo[9],
  },
  dark: {
    ...darkText,
    "--mantine-color-dimmed": readableColor([colors.dark[2]], DARK_BACKGROUNDS, white),
    "--mantine-color-error": darkText["--mantine-color-red-text"] ?? colors.red[4],
    "--mantine-color-anchor": darkText["--mantine-color-indigo-text"] ?? colors.indigo[4],
    "--mantine-color-placeholder": colors.dark[2],
  },
});

export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
  // Black text on filled colors too light for white (green, yellow, teal…). 0.18: the luminance
  // where white and black text both reach 4.5:1, so either choice passes.
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: "md",
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // A field's error is announced when it appears (WCAG 4.1.3), not only read when focused.
    InputWrapper: InputWrapper.extend({ defaultProps: { errorProps: { role: "alert" } } }),
    TextInput: TextInput.extend(noAsterisk),
    PasswordInput: PasswordInput.extend(noAsterisk),
    Select: Select.extend(noAsterisk),
    NativeSelect: NativeSelect.extend(noAsterisk),
    MultiSelect: MultiSelect.extend(noAsterisk),
    // Mantine's close button is an icon without a name: every dialog's says what it does. A getter,
    // read each time a dialog renders (the theme is made once, the language changes at run time).
    Modal: Modal.extend({
      defaultProps: {
        closeButtonProps: {
          get "aria-label"() {
            return i18n.t("common:actions.close");
          },
        },
      },
    }),
  },
});

export { cssVariablesResolver };
