import { useId } from "react";
import type { TextKey } from "../../i18n/index.js";
import { useLocalization } from "../../provider/localization.js";
import type { Period } from "./plans.js";

const LABELS: Record<Period, TextKey> = { month: "pricingTable.monthly", year: "pricingTable.yearly" };

export interface BillingPeriodSwitchProps {
  periods: Period[];
  value: Period;
  onChange(period: Period): void;
}

/** Monthly or yearly, as a segmented control made of native radio buttons (arrow keys move between them). */
export function BillingPeriodSwitch({ periods, value, onChange }: BillingPeriodSwitchProps) {
  const name = useId();
  const { t } = useLocalization();
  return (
    <fieldset className="gh-segmented">
      <legend className="gh-visually-hidden">{t("pricingTable.billingPeriod")}</legend>
      {periods.map((period) => (
        <label key={period} className="gh-segmented-option">
          <input type="radio" name={name} value={period} checked={value === period} onChange={() => onChange(period)} />
          <span>{t(LABELS[period])}</span>
        </label>
      ))}
    </fieldset>
  );
}
