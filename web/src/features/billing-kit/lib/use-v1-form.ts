import { type FormValidateInput, type UseFormReturnType, useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ServerError } from "../../../lib/errors";
import { describeValidation, V1Error, type V1ValidationItem } from "./v1-errors";

type Loc = V1ValidationItem["loc"];

export interface UseV1FormOptions<Values extends Record<string, unknown>, Data> {
  initialValues: Values;
  validate?: FormValidateInput<Values>;
  request: (values: Values) => Promise<Data>;
  /**
   * Where a 422 item's `loc` (without its leading "body") lands: a form path such as
   * `billing_address.country`, or null to show it in the form alert. Return undefined to use the
   * default: the same dotted path, or its longest prefix the form has (`options.0.value` → `options`).
   */
  fieldOf?: (loc: Loc, values: Values) => string | null | undefined;
  onSuccess?: (data: Data, values: Values) => void | Promise<void>;
}

export interface V1Form<Values extends Record<string, unknown>> {
  form: UseFormReturnType<Values>;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** What belongs to no field: a 403, a 404, or 422 items no input shows. */
  formError: ServerError | null;
  clearFormError: () => void;
}

function hasPath(values: unknown, path: readonly (string | number)[]): boolean {
  let current: unknown = values;
  for (const key of path) {
    if (current === null || typeof current !== "object" || !(String(key) in current)) return false;
    current = (current as Record<string, unknown>)[String(key)];
  }
  return true;
}

/** The longest prefix of `loc` that is a field of the form, as a Mantine path. */
export function defaultFieldOf(values: unknown, loc: Loc): string | null {
  for (let length = loc.length; length > 0; length--) {
    const prefix = loc.slice(0, length);
    if (hasPath(values, prefix)) return prefix.join(".");
  }
  return null;
}

/**
 * Mantine `useForm` for a /v1 request: client validation first, then the request; a 422's items
 * land on the inputs their `loc` names, anything else in `formError` (show it in a FormAlert).
 */
export function useV1Form<Values extends Record<string, unknown>, Data>(
  options: UseV1FormOptions<Values, Data>,
): V1Form<Values> {
  const { request, onSuccess, fieldOf } = options;
  const { t } = useTranslation("billing");
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: options.initialValues,
    validate: options.validate,
    validateInputOnBlur: true,
  });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<ServerError | null>(null);

  const showError = (error: unknown, values: Values) => {
    if (!(error instanceof V1Error)) {
      setFormError({ status: 0, message: error instanceof Error ? error.message : t("form.failed") });
      return;
    }
    if (error.validation.length === 0) {
      setFormError(error.toServerError());
      return;
    }
    const unplaced: V1ValidationItem[] = [];
    const fieldErrors: Record<string, string> = {};
    for (const item of error.validation) {
      const loc = item.loc[0] === "body" ? item.loc.slice(1) : item.loc;
      const mapped = fieldOf?.(loc, values);
      const field = mapped === undefined ? defaultFieldOf(values, loc) : mapped;
      if (field) fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]}; ${item.msg}` : item.msg;
      else unplaced.push(item);
    }
    form.setErrors(fieldErrors);
    if (unplaced.length > 0)
      setFormError({ status: 422, code: "VALIDATION_ERROR", message: describeValidation(unplaced) });
  };

  const handle = async (values: Values) => {
    setFormError(null);
    setSubmitting(true);
    try {
      let data: Data;
      try {
        data = await request(values);
      } catch (error) {
        showError(error, values);
        return;
      }
      await onSuccess?.(data, values);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    form,
    onSubmit: form.onSubmit((values) => handle(values)),
    submitting,
    formError,
    clearFormError: () => setFormError(null),
  };
}
