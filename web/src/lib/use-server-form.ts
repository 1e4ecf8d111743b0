import { type FormValidateInput, type UseFormReturnType, useForm } from "@mantine/form";
import { useState } from "react";
import { describeError, errorCode, type ServerError } from "./errors";

type FieldName<Values> = Extract<keyof Values, string>;

/** Server error codes mapped to the field whose input should show the server's message. */
export type ServerFieldMap<Values> = Partial<Record<string, FieldName<Values>>>;

export interface ServerResult<Data> {
  data: Data | null;
  error: ServerError | null;
}

export interface UseServerFormOptions<Values extends Record<string, unknown>, Data> {
  initialValues: Values;
  validate?: FormValidateInput<Values>;
  /** e.g. `{ INVALID_EMAIL_OR_PASSWORD: 'password' }`; unmapped errors become `formError`. */
  fieldErrors?: ServerFieldMap<Values>;
  request: (values: Values) => Promise<ServerResult<Data>>;
  onSuccess?: (data: Data, values: Values) => void | Promise<void>;
}

export interface ServerForm<Values extends Record<string, unknown>> {
  form: UseFormReturnType<Values>;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** An error that belongs to no single field: show it in a FormAlert. */
  formError: ServerError | null;
  clearFormError: () => void;
  /** Shows an error from a request made outside the form (e.g. a social sign-in button). */
  showFormError: (error: ServerError) => void;
}

const networkError: ServerError = { status: 0, statusText: "Network error" };

/**
 * Mantine `useForm` plus a server round-trip: client validation first, then the request;
 * a server error whose code is mapped lands on that field, anything else on `formError`.
 */
export function useServerForm<Values extends Record<string, unknown>, Data>(
  options: UseServerFormOptions<Values, Data>,
): ServerForm<Values> {
  const { request, onSuccess, fieldErrors } = options;
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: options.initialValues,
    validate: options.validate,
    validateInputOnBlur: true,
  });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<ServerError | null>(null);

  const handle = async (values: Values) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await request(values).catch((): ServerResult<Data> => ({ data: null, error: networkError }));
      if (result.error) {
        const field = fieldErrors?.[errorCode(result.error)];
        if (field) form.setFieldError(field, describeError(result.error));
        else setFormError(result.error);
        return;
      }
      await onSuccess?.(result.data as Data, values);
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
    showFormError: setFormError,
  };
}
