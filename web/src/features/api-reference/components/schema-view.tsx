import { Badge, Button, Code, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../../components/scroll-table";
import { constraintsOf, type OpenApiDocument, objectOf, refName, type SchemaObject, typeLabel } from "../lib/openapi";

interface SchemaViewProps {
  schema: SchemaObject | undefined;
  document: OpenApiDocument;
  /** Names of the referenced schemas already open above: a schema that contains itself stops here. */
  seen?: readonly string[];
}

/** The fields of an object schema as a table; referenced objects open on demand, one level at a time. */
export function SchemaView({ schema, document, seen = [] }: SchemaViewProps) {
  const { t } = useTranslation("api-reference");
  if (schema?.$ref) {
    const name = refName(schema.$ref);
    const resolved = document.components?.schemas?.[name];
    // An enum or a union behind a name: show what the name stands for.
    if (resolved && !resolved.properties && !seen.includes(name))
      return <SchemaView schema={resolved} document={document} seen={[...seen, name]} />;
  }
  const object = objectOf(schema, document);
  const union = schema?.anyOf ?? schema?.oneOf;
  if (!object && union) {
    return (
      <Stack gap="xs">
        <Text size="sm">{t("schema.oneOf")}</Text>
        {union.map((variant, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a union's variants are a fixed list from the document, never reordered
          <Stack key={index} gap={4} ps="md" style={{ borderInlineStart: "2px solid var(--mantine-color-gray-3)" }}>
            <Code>{typeLabel(variant)}</Code>
            <SchemaView schema={variant} document={document} seen={seen} />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (!object?.properties) {
    return schema ? <Code>{typeLabel(schema)}</Code> : null;
  }
  const name = schema?.$ref ? refName(schema.$ref) : null;
  const required = new Set(object.required ?? []);
  const here = name ? [...seen, name] : seen;
  const label = name ? t("schema.named", { name }) : t("schema.label");
  return (
    <ScrollTable minWidth={480} label={label}>
      <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("schema.field")}</Table.Th>
            <Table.Th>{t("schema.type")}</Table.Th>
            <Table.Th>{t("schema.description")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(object.properties).map(([field, property]) => (
            <Table.Tr key={field}>
              <Table.Td>
                <Code>{field}</Code>
                {required.has(field) && (
                  <Badge size="xs" variant="light" color="red" ms={4}>
                    {t("schema.required")}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Code>{typeLabel(property)}</Code>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {property.description && <Text size="xs">{property.description}</Text>}
                  {constraintsOf(property).length > 0 && (
                    <Text size="xs" c="dimmed">
                      {constraintsOf(property).join(" · ")}
                    </Text>
                  )}
                  <Nested schema={property} document={document} seen={here} field={field} />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** A field whose type is another object (directly, in an array, or nullable): its fields behind a button. */
function Nested({
  schema,
  document,
  seen,
  field,
}: {
  schema: SchemaObject;
  document: OpenApiDocument;
  seen: readonly string[];
  field: string;
}) {
  const { t } = useTranslation("api-reference");
  const [open, setOpen] = useState(false);
  const candidates = [schema, schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter(
    (s): s is SchemaObject => Boolean(s),
  );
  const target = candidates.find(
    (s) => objectOf(s, document)?.properties && !(s.$ref && seen.includes(refName(s.$ref))),
  );
  if (!target) return null;
  return (
    <Stack gap={4}>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        style={{ alignSelf: "flex-start" }}
      >
        {open ? t("schema.hideFields", { field }) : t("schema.showFields", { field })}
      </Button>
      {open && <SchemaView schema={target} document={document} seen={seen} />}
    </Stack>
  );
}
