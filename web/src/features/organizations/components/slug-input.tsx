import { Loader, TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../i18n/i18n";
import { useSlugAvailability } from "../hooks/use-organizations";
import { validateSlug } from "../lib/slug";

/** The taken-slug error, asked for when shown: the page's language may have changed since load. */
export const slugTakenMessage = () => i18n.t("organizations:slugInput.taken");

interface SlugInputProps extends Omit<TextInputProps, "onChange" | "value"> {
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /** The organization's own slug: no need to check it. */
  currentSlug?: string;
  /** Reports whether the slug is known to be taken, so the form can refuse to submit. */
  onTakenChange: (taken: boolean) => void;
}

/** The slug field with a debounced server check: "slug is taken" shows while typing. */
export function SlugInput({ value, currentSlug, onTakenChange, error, ...props }: SlugInputProps) {
  const { t } = useTranslation("organizations");
  const [debounced] = useDebouncedValue(value, 350);
  const settled = debounced === value;
  const shouldCheck = validateSlug(debounced) === null && debounced !== currentSlug;
  const check = useSlugAvailability(debounced, shouldCheck);
  const taken = shouldCheck && settled && check.data?.available === false;
  const available = shouldCheck && settled && check.data?.available === true;

  useEffect(() => onTakenChange(taken), [taken, onTakenChange]);

  const description = !shouldCheck
    ? t("slugInput.description")
    : !settled || check.isFetching
      ? t("slugInput.checking")
      : available
        ? t("slugInput.available")
        : check.error
          ? t("slugInput.checkError")
          : undefined;

  return (
    <TextInput
      label={t("slugInput.label")}
      autoComplete="off"
      spellCheck={false}
      required
      value={value}
      error={error || (taken ? slugTakenMessage() : undefined)}
      description={description}
      rightSection={shouldCheck && (!settled || check.isFetching) ? <Loader size="xs" aria-hidden /> : null}
      inputWrapperOrder={["label", "input", "description", "error"]}
      descriptionProps={{ "aria-live": "polite" }}
      errorProps={{ "aria-live": "polite" }}
      {...props}
    />
  );
}
