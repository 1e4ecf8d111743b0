import { useId } from "react";
import type { Period } from "./plans.js";

const LABELS: Record<Period, string> = { month: "Monthly", year: "Yearly" };

export interface BillingPeriodSwitchProps {
  periods: Period[];
  value: Period;
  onChange(period: Period): void;
}

/** Monthly or yearly, as a segmented control made of native radio buttons (arrow keys move between them). */
export function BillingPeriodSwitch({ periods, value, onChange }: BillingPeriodSwitchProps) {
  const name = useId();
  return (
    <fieldset className="gh-segmented">
      <legend className="gh-visually-hidden">Billing period</legend>
      {periods.map((period) => (
        <label key={period} className="gh-segmented-option">
          <input type="radio" name={name} value={period} checked={value === period} onChange={() => onChange(period)} />
          <span>{LABELS[period]}</span>
        </label>
      ))}
    </fieldset>
  );
}
