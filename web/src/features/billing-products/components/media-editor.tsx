import { Button, Group, Image, Loader, Paper, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../lib/errors";
import { uploadFile } from "../hooks/use-files";
import type { MediaChoice } from "../lib/types";

interface MediaEditorProps {
  organizationId: string;
  medias: MediaChoice[];
  onChange: (medias: MediaChoice[]) => void;
  readOnly: boolean;
  error?: string | null;
}

const ACCEPT = "image/jpeg,image/png,image/gif,image/webp,image/svg+xml";

/** Product images: uploaded through Polar's file flow (service `product_media`) as soon as they are picked. */
export function MediaEditor({ organizationId, medias, onChange, readOnly, error }: MediaEditorProps) {
  const { t } = useTranslation("billing-products");
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploadError(null);
    setUploading(true);
    try {
      const added: MediaChoice[] = [];
      for (const file of Array.from(files)) {
        const read = await uploadFile(organizationId, file, "product_media");
        added.push({
          id: read.id,
          name: read.name,
          mime_type: read.mime_type,
          size_readable: read.size_readable,
          // A product_media upload answers a ProductMediaFileRead, which carries its public URL.
          public_url: read.service === "product_media" ? read.public_url : "",
        });
      }
      onChange([...medias, ...added]);
    } catch (e) {
      setUploadError(messageOf(e));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${inputId}-heading`}>
      <Text size="sm" fw={500} id={`${inputId}-heading`}>
        {t("media.heading")}
      </Text>
      {medias.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("media.empty")}
        </Text>
      )}
      <Group gap="sm">
        {medias.map((media) => (
          <Paper key={media.id} withBorder p={4} radius="sm" data-testid="product-media">
            <Stack gap={4} align="center">
              <Image src={media.public_url} alt={media.name} w={96} h={96} fit="contain" />
              {!readOnly && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t("media.removeNamed", { name: media.name })}
                  onClick={() => onChange(medias.filter((m) => m.id !== media.id))}
                >
                  {t("media.remove")}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Group>
      {!readOnly && (
        <Group gap="xs">
          <Text component="label" htmlFor={inputId} size="sm">
            {t("media.upload")}
          </Text>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={uploading}
            onChange={(event) => {
              const input = event.currentTarget;
              void upload(input.files).then(() => {
                input.value = "";
              });
            }}
          />
          {uploading && <Loader size="xs" aria-label={t("media.uploading")} />}
        </Group>
      )}
      {(uploadError || error) && (
        <Text size="xs" c="red" role="alert">
          {uploadError ?? error}
        </Text>
      )}
    </Stack>
  );
}
