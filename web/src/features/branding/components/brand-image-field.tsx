import { Avatar, Button, FileButton, Group, Stack, TextInput } from "@mantine/core";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type { BrandImageKind } from "../lib/brand";

/** What the server takes; SVG is refused (it can carry scripts). */
const ACCEPTED = "image/png,image/jpeg,image/webp";

interface BrandImageFieldProps {
  kind: BrandImageKind;
  /** The URL input's props from the form (value, onChange, error…). */
  inputProps: ComponentProps<typeof TextInput>;
  /** The image to show beside the field, when the value is a usable address. */
  thumbnail: string | null;
  readOnly: boolean;
  uploading: boolean;
  onUpload: (file: File) => void;
  onClear: () => void;
}

/** A picture's outline (no icon library): where the image will show. */
const ImageOutline = () => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    aria-hidden="true"
  >
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 17l-5-5-9 8" />
  </svg>
);

/** Each kind's words in the branding catalog. */
const KIND_MESSAGES = {
  logo: {
    label: "image.logoUrl",
    description: "image.logoDescription",
    upload: "image.uploadLogo",
    remove: "image.removeLogo",
  },
  icon: {
    label: "image.iconUrl",
    description: "image.iconDescription",
    upload: "image.uploadIcon",
    remove: "image.removeIcon",
  },
} as const satisfies Record<BrandImageKind, Record<string, string>>;

/** A logo or icon: an address pasted in, or a file uploaded to Gatehouse (whose address then fills the field). */
export function BrandImageField({
  kind,
  inputProps,
  thumbnail,
  readOnly,
  uploading,
  onUpload,
  onClear,
}: BrandImageFieldProps) {
  const { t } = useTranslation("branding");
  const messages = KIND_MESSAGES[kind];
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <Avatar src={thumbnail} alt="" radius="sm" size="lg" mt={24} variant="default">
        <ImageOutline />
      </Avatar>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <TextInput
          label={t(messages.label)}
          description={t(messages.description)}
          placeholder={`https://example.com/${kind}.png`}
          readOnly={readOnly}
          {...inputProps}
        />
        {!readOnly && (
          <Group gap="xs">
            <FileButton onChange={(file) => file && onUpload(file)} accept={ACCEPTED}>
              {(props) => (
                <Button {...props} size="xs" variant="default" loading={uploading}>
                  {t(messages.upload)}
                </Button>
              )}
            </FileButton>
            {Boolean(inputProps.value) && (
              <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
                {t(messages.remove)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}
