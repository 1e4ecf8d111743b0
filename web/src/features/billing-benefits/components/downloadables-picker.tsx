import { Checkbox, Group, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { fileKeys, uploadFile, useFiles } from "../../billing-products/hooks/use-files";

interface DownloadablesPickerProps {
  organizationId: string;
  value: string[];
  onChange: (files: string[]) => void;
  readOnly: boolean;
  error: string | null;
}

/** The organization's downloadable files as checkboxes; uploads (service `downloadable`) are chosen at once. */
export function DownloadablesPicker({ organizationId, value, onChange, readOnly, error }: DownloadablesPickerProps) {
  const { t } = useTranslation("billing-benefits");
  const inputId = useId();
  const queryClient = useQueryClient();
  const files = useFiles(organizationId);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const downloadables = (files.data?.items ?? []).filter((f) => f.service === "downloadable" && f.is_uploaded);

  const upload = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setUploadError(null);
    setUploading(true);
    try {
      const ids: string[] = [];
      for (const file of Array.from(list)) ids.push((await uploadFile(organizationId, file, "downloadable")).id);
      onChange([...value, ...ids]);
      await queryClient.invalidateQueries({ queryKey: fileKeys.all(organizationId) });
    } catch (e) {
      setUploadError(messageOf(e));
    } finally {
      setUploading(false);
    }
  };

  return (
    <QueryState
      isPending={files.isPending}
      error={files.error}
      onRetry={() => void files.refetch()}
      loadingLabel={t("downloadables.loading")}
      errorTitle={t("downloadables.loadError")}
    >
      <Stack gap="xs">
        <Checkbox.Group
          label={t("downloadables.label")}
          description={t("downloadables.description")}
          value={value}
          onChange={onChange}
          error={error ?? uploadError}
        >
          <Stack gap={6} mt="xs">
            {downloadables.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("downloadables.empty")}
              </Text>
            )}
            {downloadables.map((file) => (
              <Checkbox
                key={file.id}
                value={file.id}
                disabled={readOnly}
                label={file.name}
                description={file.size_readable}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {!readOnly && (
          <Group gap="xs">
            <Text component="label" htmlFor={inputId} size="sm">
              {t("downloadables.upload")}
            </Text>
            <input
              id={inputId}
              type="file"
              multiple
              disabled={uploading}
              onChange={(event) => {
                const input = event.currentTarget;
                void upload(input.files).then(() => {
                  input.value = "";
                });
              }}
            />
            {uploading && <Loader size="xs" aria-label={t("downloadables.uploading")} />}
          </Group>
        )}
      </Stack>
    </QueryState>
  );
}
