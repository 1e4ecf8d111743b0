import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  description?: ReactNode;
  /** The server's or the form's message about this field. */
  error?: string | null | undefined;
}

/** A labelled input whose description and error are announced with it. */
export function Field({ label, description, error, className, ...input }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={id}>
        {label}
      </label>
      {description && (
        <span className="gh-description" id={descriptionId}>
          {description}
        </span>
      )}
      <input
        {...input}
        id={id}
        className={["gh-input", className].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <span className="gh-error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}
