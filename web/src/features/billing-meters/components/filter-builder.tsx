import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
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
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Properties are <code>name</code>, <code>timestamp</code> or a metadata key. A number compares with numbers, text
        with text, true/false with booleans; an event whose value has another type does not match.
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
  const name = label ? `group ${label}` : "the filter";
  const error = form.errors[path];
  return (
    <Fieldset
      legend={label ? `Group ${label}` : "Conditions"}
      variant={depth === 1 ? "default" : "filled"}
      data-testid="filter-group"
    >
      <Stack gap="xs">
        <NativeSelect
          label={`Combine the conditions of ${name}`}
          data={[
            { value: "and", label: "All must match (and)" },
            { value: "or", label: "Any may match (or)" },
          ]}
          maw={280}
          disabled={disabled}
          {...form.getInputProps(`${path}.conjunction`)}
        />
        {group.clauses.length === 0 && (
          <Text size="sm" c="dimmed">
            {group.conjunction === "and" ? "No condition: every event matches." : "No condition: no event matches."}
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
              {label ? `Add condition to group ${label}` : "Add condition"}
            </Button>
            {depth < MAX_GROUP_DEPTH && (
              <Button
                size="xs"
                variant="subtle"
                onClick={() =>
                  form.insertListItem(`${path}.clauses`, newGroup(group.conjunction === "and" ? "or" : "and"))
                }
              >
                {label ? `Add group to group ${label}` : "Add group"}
              </Button>
            )}
            {onRemove && (
              <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
                {`Remove group ${label}`}
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

const TYPE_OPTIONS: { value: ValueType; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "number", label: "Number" },
  { value: "boolean", label: "True/false" },
];

function ClauseRow({ form, clause, path, label, disabled, onRemove }: ClauseRowProps) {
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
        aria-label={`Condition ${label}`}
      >
        <TextInput
          aria-label={`Property of condition ${label}`}
          placeholder="name, or a metadata key"
          style={{ flex: "2 1 160px" }}
          disabled={disabled}
          {...form.getInputProps(`${path}.property`)}
        />
        <NativeSelect
          aria-label={`Operator of condition ${label}`}
          data={FILTER_OPERATORS.map((value) => ({ value, label: OPERATOR_LABELS[value] }))}
          style={{ flex: "1 1 150px" }}
          disabled={disabled}
          {...form.getInputProps(`${path}.operator`)}
        />
        <NativeSelect
          aria-label={`Value type of condition ${label}`}
          data={TYPE_OPTIONS}
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
            aria-label={`Value of condition ${label}`}
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
            aria-label={`Value of condition ${label}`}
            placeholder={clause.type === "number" ? "0" : "value"}
            inputMode={clause.type === "number" ? "decimal" : undefined}
            style={{ flex: "2 1 160px" }}
            disabled={disabled}
            {...form.getInputProps(`${path}.value`)}
          />
        )}
        {!disabled && (
          <ActionIcon variant="subtle" color="red" mt={4} aria-label={`Remove condition ${label}`} onClick={onRemove}>
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
