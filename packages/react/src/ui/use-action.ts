import { useCallback, useState } from "react";
import { GatehouseError } from "../client/errors.js";

/** Which field a server error code belongs to, e.g. `{ INVALID_PASSWORD: "password" }`. */
export type FieldOfCode<Field extends string> = Partial<Record<string, Field>>;

export interface ActionState<Field extends string> {
  pending: boolean;
  /** An error that belongs to no field, shown above the form. */
  formError: string | null;
  fieldErrors: Partial<Record<Field, string>>;
  /** Runs the action; a GatehouseError lands on its field (by code, or the validation error's field) or on the form. */
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  clear: () => void;
}

/**
 * One pending flag and the server's messages for a form: every component with a form uses it,
 * so a refusal always appears where the person can fix it.
 */
export function useAction<Field extends string>(fieldOfCode: FieldOfCode<Field> = {}): ActionState<Field> {
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const clear = useCallback(() => {
    setFormError(null);
    setFieldErrors({});
  }, []);

  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<T | undefined> => {
      clear();
      setPending(true);
      try {
        return await action();
      } catch (error) {
        const gatehouseError =
          error instanceof GatehouseError
            ? error
            : new GatehouseError(0, "UNKNOWN", error instanceof Error ? error.message : String(error));
        const knownFields: readonly (string | undefined)[] = Object.values(fieldOfCode);
        const validationField =
          gatehouseError.field && knownFields.includes(gatehouseError.field)
            ? (gatehouseError.field as Field)
            : undefined;
        const field = fieldOfCode[gatehouseError.code] ?? validationField;
        if (field) setFieldErrors({ [field]: gatehouseError.message } as Partial<Record<Field, string>>);
        else setFormError(gatehouseError.message);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [clear, fieldOfCode],
  );

  return { pending, formError, fieldErrors, run, clear };
}
