import { i18n } from "../../../i18n/i18n";
import {
  type MetadataRow,
  metadataToRows,
  rowsToBillingMetadata,
  validateMetadataRows,
} from "../../billing-kit/lib/metadata";
import type {
  AggregationFunction,
  Filter,
  FilterClause,
  FilterConjunction,
  FilterOperator,
  Meter,
  MeterCreate,
} from "./types";

/**
 * The meter form's values. The filter keeps the wire's shape (`clauses` nested in groups), so a
 * 422's `loc` (`filter.clauses.0.clauses.1.value`) is also the path of the input it is about.
 * Values are edited as text with a type beside them and converted on submit.
 */

export type ValueType = "text" | "number" | "boolean";

export interface ClauseValues {
  kind: "clause";
  /** React key only; never sent. */
  key: string;
  property: string;
  operator: FilterOperator;
  type: ValueType;
  value: string;
}

export interface GroupValues {
  kind: "group";
  key: string;
  conjunction: FilterConjunction;
  clauses: (ClauseValues | GroupValues)[];
}

export type MeterValues = {
  name: string;
  filter: GroupValues;
  aggregation: { func: AggregationFunction; property: string };
  metadata: MetadataRow[];
};

/** Catalog keys (billing-meters) of the operators' names. */
export const OPERATOR_LABELS = {
  eq: "operator.eq",
  ne: "operator.ne",
  gt: "operator.gt",
  gte: "operator.gte",
  lt: "operator.lt",
  lte: "operator.lte",
  like: "operator.like",
  not_like: "operator.notLike",
} as const satisfies Record<FilterOperator, string>;

/** Catalog keys (billing-meters) of the aggregation choices. */
export const AGGREGATION_LABELS = {
  count: "aggregationFunction.count",
  sum: "aggregationFunction.sum",
  max: "aggregationFunction.max",
  min: "aggregationFunction.min",
  avg: "aggregationFunction.avg",
  unique: "aggregationFunction.unique",
} as const satisfies Record<AggregationFunction, string>;

/** Groups nest at most this deep (the server refuses deeper filters). */
export const MAX_GROUP_DEPTH = 5;

let nextKey = 0;
const newKey = () => `k${++nextKey}`;

export function newClause(): ClauseValues {
  return { kind: "clause", key: newKey(), property: "", operator: "eq", type: "text", value: "" };
}

export function newGroup(
  conjunction: FilterConjunction = "and",
  clauses: (ClauseValues | GroupValues)[] = [newClause()],
): GroupValues {
  return { kind: "group", key: newKey(), conjunction, clauses };
}

const isFilter = (clause: FilterClause | Filter): clause is Filter => "conjunction" in clause;

function groupOf(filter: Filter): GroupValues {
  return newGroup(
    filter.conjunction,
    filter.clauses.map((clause) =>
      isFilter(clause)
        ? groupOf(clause)
        : {
            kind: "clause" as const,
            key: newKey(),
            property: clause.property,
            operator: clause.operator,
            type:
              typeof clause.value === "number"
                ? ("number" as const)
                : typeof clause.value === "boolean"
                  ? ("boolean" as const)
                  : ("text" as const),
            value: String(clause.value),
          },
    ),
  );
}

export function initialValues(meter?: Meter): MeterValues {
  if (!meter) {
    // Polar's default: count the events of one name.
    return {
      name: "",
      filter: newGroup("and", [{ ...newClause(), property: "name" }]),
      aggregation: { func: "count", property: "" },
      metadata: [],
    };
  }
  return {
    name: meter.name,
    filter: groupOf(meter.filter),
    aggregation: {
      func: meter.aggregation.func,
      property: meter.aggregation.func === "count" ? "" : meter.aggregation.property,
    },
    metadata: metadataToRows(meter.metadata),
  };
}

function clauseValue(clause: ClauseValues): string | number | boolean {
  if (clause.type === "number") return Number(clause.value);
  if (clause.type === "boolean") return clause.value === "true";
  return clause.value;
}

function filterOf(group: GroupValues): Filter {
  return {
    conjunction: group.conjunction,
    clauses: group.clauses.map((clause) =>
      clause.kind === "group"
        ? filterOf(clause)
        : { property: clause.property.trim(), operator: clause.operator, value: clauseValue(clause) },
    ),
  };
}

export function toInput(values: MeterValues, meter?: Meter): MeterCreate {
  const { func, property } = values.aggregation;
  return {
    name: values.name.trim(),
    filter: filterOf(values.filter),
    aggregation: func === "count" ? { func } : { func, property: property.trim() },
    metadata: rowsToBillingMetadata(values.metadata, meter?.metadata),
  };
}

function validateGroup(group: GroupValues, path: string, errors: Record<string, string>): void {
  group.clauses.forEach((clause, index) => {
    const at = `${path}.clauses.${index}`;
    if (clause.kind === "group") {
      if (clause.clauses.length === 0) errors[at] = i18n.t("billing-meters:validation.groupNeedsCondition");
      validateGroup(clause, at, errors);
      return;
    }
    if (!clause.property.trim()) errors[`${at}.property`] = i18n.t("billing-meters:validation.enterProperty");
    if (clause.type === "number" && (clause.value.trim() === "" || !Number.isFinite(Number(clause.value))))
      errors[`${at}.value`] = i18n.t("billing-meters:validation.enterNumber");
    if ((clause.operator === "like" || clause.operator === "not_like") && clause.type !== "text")
      errors[`${at}.operator`] = i18n.t("billing-meters:validation.containsTextOnly");
  });
}

/** Client checks before the request; the server's 422 has the last word. */
export function validate(values: MeterValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.name.trim().length < 3) errors.name = i18n.t("billing-meters:validation.nameLength");
  validateGroup(values.filter, "filter", errors);
  if (values.aggregation.func !== "count" && !values.aggregation.property.trim())
    errors["aggregation.property"] = i18n.t("billing-meters:validation.enterAggregationProperty");
  const metadata = validateMetadataRows(values.metadata);
  if (metadata) errors.metadata = metadata;
  return errors;
}

const SYMBOLS: Record<Exclude<FilterOperator, "like" | "not_like">, string> = {
  eq: "=",
  ne: "≠",
  gt: ">",
  gte: "≥",
  lt: "<",
  lte: "≤",
};

/** The operator as the one-line filter writes it: a symbol, or words for the text matches. */
function symbolOf(operator: FilterOperator): string {
  if (operator === "like") return i18n.t("billing-meters:filterSummary.contains");
  if (operator === "not_like") return i18n.t("billing-meters:filterSummary.doesNotContain");
  return SYMBOLS[operator];
}

function conjunctionWord(conjunction: FilterConjunction): string {
  return conjunction === "and" ? i18n.t("billing-meters:filterSummary.and") : i18n.t("billing-meters:filterSummary.or");
}

function describeClause(clause: FilterClause): string {
  const value = typeof clause.value === "string" ? JSON.stringify(clause.value) : String(clause.value);
  return `${clause.property} ${symbolOf(clause.operator)} ${value}`;
}

/** `name = "api.call" and (tokens > 10 or premium = true)`: a filter in one line. */
export function describeFilter(filter: Filter, nested = false): string {
  if (filter.clauses.length === 0)
    return filter.conjunction === "and"
      ? i18n.t("billing-meters:filterSummary.everyEvent")
      : i18n.t("billing-meters:filterSummary.noEvent");
  const parts = filter.clauses.map((clause) =>
    isFilter(clause) ? describeFilter(clause, true) : describeClause(clause),
  );
  const text = parts.join(` ${conjunctionWord(filter.conjunction)} `);
  return nested && parts.length > 1 ? `(${text})` : text;
}
