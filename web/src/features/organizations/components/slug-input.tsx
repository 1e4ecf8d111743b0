import { Loader, TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect } from "react";
import { useSlugAvailability } from "../hooks/use-organizations";
import { validateSlug } from "../lib/slug";

export const SLUG_TAKEN = "slug is taken";

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
  const [debounced] = useDebouncedValue(value, 350);
  const settled = debounced === value;
  const shouldCheck = validateSlug(debounced) === null && debounced !== currentSlug;
  const check = useSlugAvailability(debounced, shouldCheck);
  const taken = shouldCheck && settled && check.data?.available === false;
  const available = shouldCheck && settled && check.data?.available === true;

  useEffect(() => onTakenChange(taken), [taken, onTakenChange]);

  const description = !shouldCheck
    ? "Lowercase letters, digits and hyphens; used in the address of the organization."
    : !settled || check.isFetching
      ? "Checking…"
      : available
        ? "Slug is available"
        : check.error
          ? "Could not check the slug right now; it is checked again when you save."
          : undefined;

  return (
    <TextInput
      label="Slug"
      autoComplete="off"
      spellCheck={false}
      required
      value={value}
      error={error || (taken ? SLUG_TAKEN : undefined)}
      description={description}
      rightSection={shouldCheck && (!settled || check.isFetching) ? <Loader size="xs" aria-hidden /> : null}
      inputWrapperOrder={["label", "input", "description", "error"]}
      descriptionProps={{ "aria-live": "polite" }}
      errorProps={{ "aria-live": "polite" }}
      {...props}
    />
  );
}
