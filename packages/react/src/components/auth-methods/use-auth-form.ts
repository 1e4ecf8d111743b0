import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { ErrorWording } from "../../i18n/index.js";
import { type FieldOfCode, useAction } from "../../ui/use-action.js";

export interface AuthForm<Field extends string> {
  formRef: RefObject<HTMLFormElement | null>;
  pending: boolean;
  formError: string | null;
  /** The form's own check, else the server's message about this field. */
  errorOf: (field: Field) => string | undefined;
  /**
   * Checks the fields first (a message per field that fails, null when fine), then sends. The
   * first field with a message takes the focus, so a screen reader hears what to fix.
   */
  submit: <T>(checks: Partial<Record<Field, string | null>>, send: () => Promise<T>) => Promise<T | undefined>;
  clear: () => void;
}

/** useAction plus the form's own checks, for the sign-in and sign-up forms. */
export function useAuthForm<Field extends string>(
  fieldOfCode: FieldOfCode<Field>,
  wording?: ErrorWording,
): AuthForm<Field> {
  const action = useAction(fieldOfCode, wording);
  const formRef = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const { run, clear: clearAction } = action;

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = useCallback(
    async <T>(checks: Partial<Record<Field, string | null>>, send: () => Promise<T>) => {
      const found: Partial<Record<Field, string>> = {};
      for (const [field, message] of Object.entries(checks) as [Field, string | null | undefined][]) {
        if (message) found[field] = message;
      }
      setInvalid(found);
      if (Object.keys(found).length > 0) {
        clearAction();
        setAttempt((n) => n + 1);
        return undefined;
      }
      const result = await run(send);
      setAttempt((n) => n + 1);
      return result;
    },
    [run, clearAction],
  );

  const clear = useCallback(() => {
    setInvalid({});
    clearAction();
  }, [clearAction]);

  return {
    formRef,
    pending: action.pending,
    formError: action.formError,
    errorOf: (field) => invalid[field] ?? action.fieldErrors[field],
    submit,
    clear,
  };
}
