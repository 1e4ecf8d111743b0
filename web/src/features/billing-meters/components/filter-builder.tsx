import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { Trans, useTranslation } from "react-i18next";
import {
  type ClauseValues,
  type GroupValues,
  MAX_GROUP_DEPTH,
  type MeterValues,
  newClause,
  newGroup,
  OPERATOR_LABELS,
  type ValueType,
} from "../lib/meter-values";
import { FILTER_OPERATORS } from "../lib/types";

type MeterForm = UseFormReturnType<MeterValues>;

interface FilterBuilderProps {
  form: MeterForm;
  disabled: boolean;
}

/** The meter's filter: which events it counts. Conditions and nested groups joined by "all" (and) or "any" (or). */
export function FilterBuilder({ form, disabled }: FilterBuilderProps) {
  const { t } = useTranslation("billing-meters");
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans t={t} i18nKey="filter.intro" components={{ code: <code /> }} />
      </Text>
      <FilterGroup form={form} group={form.values.filter} path="filter" label="" depth={1} disabled={disabled} />
    </Stack>
  );
}

interface FilterGroupProps {
  form: MeterForm;
  group: GroupValues;
  /** The group's form path: `filter`, `filter.clauses.2`… */
  path: string;
  /** "", "2", "2.1": numbers the inputs' accessible names ("Property of condition 2.1"). */
  label: string;
  depth: number;
  disabled: boolean;
  onRemove?: () => void;
}

function FilterGroup({ form, group, path, label, depth, disabled, onRemove }: FilterGroupProps) {
  const { t } = useTranslation("billing-meters");
  const error = form.errors[path];
  return (
    <Fieldset
      legend={label ? t("filter.group", { label }) : t("filter.conditions")}
      variant={depth === 1 ? "default" : "filled"}
      data-testid="filter-group"
    >
      <Stack gap="xs">
        <NativeSelect
          label={label ? t("filter.combineGroup", { label }) : t("filter.combineFilter")}
          data={[
            { value: "and", label: t("filter.all") },
            { value: "or", label: t("filter.any") },
          ]}
          maw={280}
          disabled={disabled}
          {...form.getInputProps(`${path}.conjunction`)}
        />
        {group.clauses.length === 0 && (
          <Text size="sm" c="dimmed">
            {group.conjunction === "and" ? t("filter.everyEventMatches") : t("filter.noEventMatches")}
          </Text>
        )}
        {group.clauses.map((clause, index) => {
          const childPath = `${path}.clauses.${index}`;
          const childLabel = label ? `${label}.${index + 1}` : String(index + 1);
          const remove = () => form.removeListItem(`${path}.clauses`, index);
          return clause.kind === "group" ? (
            <FilterGroup
              key={clause.key}
              form={form}
              group={clause}
              path={childPath}
              label={childLabel}
              depth={depth + 1}
              disabled={disabled}
              onRemove={remove}
            />
          ) : (
            <ClauseRow
              key={clause.key}
              form={form}
              clause={clause}
              path={childPath}
              label={childLabel}
              disabled={disabled}
              onRemove={remove}
            />
          );
        })}
        {typeof error === "string" && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
        {!disabled && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => form.insertListItem(`${path}.clauses`, newClause())}>
              {label ? t("filter.addConditionToGroup", { label }) : t("filter.addCondition")}
            </Button>
            {depth < MAX_GROUP_DEPTH && (
              <Button
                size="xs"
                variant="subtle"
                onClick={() =>
                  form.insertListItem(`${path}.clauses`, newGroup(group.conjunction === "and" ? "or" : "and"))
                }
              >
                {label ? t("filter.addGroupToGroup", { label }) : t("filter.addGroup")}
              </Button>
            )}
            {onRemove && (
              <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
                {t("filter.removeGroup", { label })}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

interface ClauseRowProps {
  form: MeterForm;
  clause: ClauseValues;
  path: string;
  label: string;
  disabled: boolean;
  onRemove: () => void;
}

/** The value types, each with its name's key (billing-meters). */
const TYPE_OPTIONS = [
  { value: "text", label: "filter.typeText" },
  { value: "number", label: "filter.typeNumber" },
  { value: "boolean", label: "filter.typeBoolean" },
] as const satisfies readonly { value: ValueType; label: string }[];

function ClauseRow({ form, clause, path, label, disabled, onRemove }: ClauseRowProps) {
  const { t } = useTranslation("billing-meters");
  const typeProps = form.getInputProps(`${path}.type`);
  // A 422 about the clause as a whole (e.g. a value of no accepted type).
  const error = form.errors[path];
  return (
    <Stack gap={4}>
      <Group
        gap="xs"
        align="flex-start"
        wrap="wrap"
        data-testid="filter-clause"
        role="group"
        aria-label={t("filter.condition", { label })}
      >
        <TextInput
          aria-label={t("filter.property", { label })}
          placeholder={t("filter.propertyPlaceholder")}
          style={{ flex: "2 1 160px" }}
          disabled={disabled}
          {...form.getInputProps(`${path}.property`)}
        />
        <NativeSelect
          aria-label={t("filter.operator", { label })}
          data={FILTER_OPERATORS.map((value) => ({ value, label: t(OPERATOR_LABELS[value]) }))}
          style={{ flex: "1 1 150px" }}
          disabled={disabled}
          {...form.getInputProps(`${path}.operator`)}
        />
        <NativeSelect
          aria-label={t("filter.valueType", { label })}
          data={TYPE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          style={{ flex: "0 1 120px" }}
          disabled={disabled}
          {...typeProps}
          onChange={(event) => {
            const type = event.currentTarget.value as ValueType;
            form.setFieldValue(`${path}.type`, type);
            // A boolean's value is picked from two options: start from one of them.
            if (type === "boolean") form.setFieldValue(`${path}.value`, "true");
            else if (clause.type === "boolean") form.setFieldValue(`${path}.value`, "");
          }}
        />
        {clause.type === "boolean" ? (
          <NativeSelect
            aria-label={t("filter.value", { label })}
            data={[
              { value: "true", label: "true" },
              { value: "false", label: "false" },
            ]}
            style={{ flex: "1 1 120px" }}
            disabled={disabled}
            {...form.getInputProps(`${path}.value`)}
          />
        ) : (
          <TextInput
            aria-label={t("filter.value", { label })}
            placeholder={clause.type === "number" ? "0" : t("filter.valuePlaceholder")}
            inputMode={clause.type === "number" ? "decimal" : undefined}
            style={{ flex: "2 1 160px" }}
            disabled={disabled}
            {...form.getInputProps(`${path}.value`)}
          />
        )}
        {!disabled && (
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={t("filter.removeCondition", { label })}
            onClick={onRemove}
          >
            ×
          </ActionIcon>
        )}
      </Group>
      {typeof error === "string" && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
