import { useCallback, useState } from "react";
import { GatehouseError } from "../client/errors.js";
import type { ErrorWording } from "../i18n/index.js";
import { useLocalization } from "../provider/localization.js";

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

interface Refusal<Field extends string> {
  error: GatehouseError;
  field: Field | undefined;
}

/**
 * One pending flag and the server's messages for a form: every component with a form uses it,
 * so a refusal always appears where the person can fix it, in the person's language (`wording`:
 * this form's own words for codes that mean something particular here).
 */
export function useAction<Field extends string>(
  fieldOfCode: FieldOfCode<Field> = {},
  wording?: ErrorWording,
): ActionState<Field> {
  const { describeError } = useLocalization();
  const [pending, setPending] = useState(false);
  // The error itself is kept, and worded while rendering: a change of language rewords it.
  const [refusal, setRefusal] = useState<Refusal<Field> | null>(null);

  const clear = useCallback(() => setRefusal(null), []);

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
        const fieldOfItsCode = Object.hasOwn(fieldOfCode, gatehouseError.code)
          ? fieldOfCode[gatehouseError.code]
          : undefined;
        setRefusal({ error: gatehouseError, field: fieldOfItsCode ?? validationField });
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [clear, fieldOfCode],
  );

  const message = refusal ? describeError(refusal.error, wording) : null;
  const formError = refusal && !refusal.field ? message : null;
  const fieldErrors = (refusal?.field && message ? { [refusal.field]: message } : {}) as Partial<Record<Field, string>>;
  return { pending, formError, fieldErrors, run, clear };
}
