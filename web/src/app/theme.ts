import { createTheme, MultiSelect, NativeSelect, PasswordInput, Select, TextInput } from "@mantine/core";

// Every field of these forms is required, so the asterisk adds nothing; leaving it out also
// keeps each accessible label exactly its text ("Password", not "Password *").
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    TextInput: TextInput.extend(noAsterisk),
    PasswordInput: PasswordInput.extend(noAsterisk),
    Select: Select.extend(noAsterisk),
    NativeSelect: NativeSelect.extend(noAsterisk),
    MultiSelect: MultiSelect.extend(noAsterisk),
  },
});
