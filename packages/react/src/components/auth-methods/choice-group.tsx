import { useId } from "react";

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * One of a few options (radio buttons drawn as a segmented control): arrow keys move between
 * them, as in any radio group. Two sit side by side; more are stacked, as their labels would not
 * fit a card's width on one line.
 */
export function ChoiceGroup<Value extends string>({ legend, choices, value, onChange }: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className="gh-fieldset gh-choices">
      <legend className="gh-label">{legend}</legend>
      <div className={`gh-choices__options${choices.length > 2 ? " gh-choices__options--stacked" : ""}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="gh-choices__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
