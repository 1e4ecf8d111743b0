import { useId, useState } from "react";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Field } from "../../ui/field.js";
import { type FieldOfCode, useAction } from "../../ui/use-action.js";
import type { Plan, PlanOption } from "./plans.js";
import { type PriceWords, priceText } from "./price-text.js";
import { quantityOf } from "./quantity.js";

/** The server's refusal of a seat or unit count belongs on the count's field. */
const FIELD_OF_CODE: FieldOfCode<"seats" | "units"> = { INVALID_SEATS: "seats", INVALID_UNITS: "units" };

export interface PlanChoice {
  productId: string;
  productPriceId: string;
  /** For a seat-based price. */
  seats?: number;
  /** For a unit-based price: how many units. */
  units?: number;
}

export interface PlanCardProps {
  plan: Plan;
  option: PlanOption;
  /** The customer subscribes to one of the plan's products now. */
  current: boolean;
  /** The shown option is the very product subscribed to. */
  currentOption: boolean;
  signedIn: boolean;
  signInUrl: string | undefined;
  onSignInRequired: ((choice: PlanChoice) => void) | undefined;
  /** The tag amounts are written with. */
  locale: string;
  /** Starts the checkout (and leaves the page): throws a GatehouseError when refused. */
  onChoose(choice: PlanChoice): Promise<void>;
}

/** One plan: its price for the chosen period, the seats or units for a price bought by quantity, its benefits and its button. */
export function PlanCard(props: PlanCardProps) {
  const { plan, option, current, currentOption, signedIn, signInUrl, onSignInRequired, locale, onChoose } = props;
  const titleId = useId();
  const { t, messages, locale: language } = useLocalization();
  const action = useAction<"seats" | "units">(FIELD_OF_CODE, messages.billingErrors);
  const words: PriceWords = { t, language, formatLocale: locale };
  const quantity = quantityOf(option.price, words);
  const [countText, setCountText] = useState(String(quantity?.min ?? 1));
  const count = Number(countText);
  const countProblem = quantity?.problem(count) ?? null;
  // While the count cannot be bought, the amount shown is the least one's.
  const text = priceText(option, countProblem ? (quantity?.min ?? 1) : count, words);
  const verb = option.interval ? t("pricingTable.subscribe") : t("pricingTable.buy");
  const accessibleName = option.interval
    ? t("pricingTable.subscribeTo", { plan: plan.name })
    : t("pricingTable.buyPlan", { plan: plan.name });
  const choice: PlanChoice = {
    productId: option.product.id,
    productPriceId: option.price.id,
    ...(quantity?.kind === "seats" ? { seats: count } : {}),
    ...(quantity?.kind === "units" ? { units: count } : {}),
  };

  const choose = () => {
    if (countProblem) return;
    if (!signedIn && onSignInRequired) return onSignInRequired(choice);
    void action.run(() => onChoose(choice));
  };

  return (
    <article className={`gh-plan${current ? " gh-plan--current" : ""}`} aria-labelledby={titleId}>
      <div className="gh-plan-head">
        <h3 className="gh-plan-name" id={titleId}>
          {plan.name}
        </h3>
        {current && <span className="gh-badge">{t("pricingTable.currentPlan")}</span>}
      </div>
      {option.product.description && <p className="gh-muted gh-plan-description">{option.product.description}</p>}
      <p className="gh-plan-price">
        <span className="gh-plan-amount">{text.amount}</span>
        {text.period ? (
          <span className="gh-plan-period">
            <span aria-hidden="true">{t("pricingTable.periodShort", { period: text.period })}</span>
            <span className="gh-visually-hidden">
              {" "}
              {t("pricingTable.periodLong", { period: text.period, count: text.periodCount })}
            </span>
          </span>
        ) : (
          <span className="gh-plan-period">{t("pricingTable.oneTime")}</span>
        )}
      </p>
      {text.extras.map((extra) => (
        <p key={extra} className="gh-muted gh-plan-extra">
          {extra}
        </p>
      ))}
      {quantity && (
        <Field
          label={quantity.label}
          type="number"
          inputMode="numeric"
          min={quantity.min}
          max={quantity.max ?? undefined}
          step={1}
          value={countText}
          onChange={(event) => setCountText(event.currentTarget.value)}
          error={countProblem ?? action.fieldErrors.seats ?? action.fieldErrors.units}
          description={quantity.description}
        />
      )}
      {option.product.benefits.length > 0 && (
        <ul className="gh-plan-benefits">
          {option.product.benefits.map((benefit) => (
            <li key={benefit.id}>{benefit.description}</li>
          ))}
        </ul>
      )}
      {action.formError && (
        <Alert tone="error" title={t("pricingTable.checkoutFailed")}>
          {action.formError}
        </Alert>
      )}
      <div className="gh-plan-action">
        {currentOption ? (
          <Button block disabled>
            {t("pricingTable.subscribed")}
          </Button>
        ) : !signedIn && signInUrl && !onSignInRequired ? (
          <a className="gh-button gh-button--primary gh-button--block" href={signInUrl} aria-label={accessibleName}>
            {/* Its own element keeps the button's colour under an app's `a { color }` rule. */}
            <span className="gh-button-text">{verb}</span>
          </a>
        ) : (
          <Button
            block
            variant="primary"
            aria-label={accessibleName}
            loading={action.pending}
            disabled={Boolean(countProblem)}
            onClick={choose}
          >
            {verb}
          </Button>
        )}
      </div>
    </article>
  );
}
