import type { InputHTMLAttributes } from "react";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
}

/** A checkbox inside its label, so the whole text is the target. */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={["gh-checkbox", className].filter(Boolean).join(" ")}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
