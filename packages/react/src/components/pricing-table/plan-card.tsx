import { useId, useState } from "react";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Field } from "../../ui/field.js";
import { type FieldOfCode, useAction } from "../../ui/use-action.js";
import { seatBounds, seatTiersText } from "./money.js";
import type { Plan, PlanOption } from "./plans.js";
import { priceText } from "./price-text.js";

/** The server's refusal of a seat count belongs on the Seats field. */
const FIELD_OF_CODE: FieldOfCode<"seats"> = { INVALID_SEATS: "seats" };

export interface PlanChoice {
  productId: string;
  productPriceId: string;
  /** For a seat-based price. */
  seats?: number;
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

/** One plan: its price for the chosen period, the seats for a per-seat price, its benefits and its button. */
export function PlanCard(props: PlanCardProps) {
  const { plan, option, current, currentOption, signedIn, signInUrl, onSignInRequired, locale, onChoose } = props;
  const titleId = useId();
  const { t, messages } = useLocalization();
  const action = useAction<"seats">(FIELD_OF_CODE, messages.billingErrors);
  const seatPrice = option.price.amount_type === "seat_based" ? option.price : null;
  const bounds = seatPrice ? seatBounds(seatPrice.seat_tiers.tiers) : null;
  const [seatsText, setSeatsText] = useState(String(bounds?.min ?? 1));
  const seats = Number(seatsText);
  const seatsProblem =
    bounds && (!Number.isInteger(seats) || seats < bounds.min || (bounds.max !== null && seats > bounds.max))
      ? bounds.max === null
        ? t("pricingTable.seatsAtLeast", { count: bounds.min })
        : t("pricingTable.seatsBetween", { min: bounds.min, max: bounds.max })
      : null;
  const text = priceText(option, seatsProblem ? (bounds?.min ?? 1) : seats, locale, t);
  const verb = option.interval ? t("pricingTable.subscribe") : t("pricingTable.buy");
  const accessibleName = option.interval
    ? t("pricingTable.subscribeTo", { plan: plan.name })
    : t("pricingTable.buyPlan", { plan: plan.name });
  const choice: PlanChoice = {
    productId: option.product.id,
    productPriceId: option.price.id,
    ...(seatPrice ? { seats } : {}),
  };

  const choose = () => {
    if (seatsProblem) return;
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
      {seatPrice && bounds && (
        <Field
          label={t("pricingTable.seats")}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max ?? undefined}
          step={1}
          value={seatsText}
          onChange={(event) => setSeatsText(event.currentTarget.value)}
          error={seatsProblem ?? action.fieldErrors.seats}
          description={seatTiersText(seatPrice, locale, t)}
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
            disabled={Boolean(seatsProblem)}
            onClick={choose}
          >
            {verb}
          </Button>
        )}
      </div>
    </article>
  );
}
