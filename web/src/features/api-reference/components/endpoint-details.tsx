import { Code, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../../components/scroll-table";
import { constraintsOf, type Endpoint, type OpenApiDocument, typeLabel } from "../lib/openapi";
import { SchemaView } from "./schema-view";

/** Parameters, request body and responses of one operation. */
export function EndpointDetails({ endpoint, document }: { endpoint: Endpoint; document: OpenApiDocument }) {
  const { t } = useTranslation("api-reference");
  const { operation } = endpoint;
  const parametersLabel = t("endpoint.parametersOf", { method: endpoint.method.toUpperCase(), path: endpoint.path });
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content?.["application/json"]?.schema;
  return (
    <Stack gap="md">
      {operation.description && <Text size="sm">{operation.description}</Text>}
      <Stack gap="xs">
        <Title order={4} size="h6">
          {t("endpoint.parameters")}
        </Title>
        {parameters.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("endpoint.none")}
          </Text>
        ) : (
          <ScrollTable minWidth={480} label={parametersLabel}>
            <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={parametersLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("endpoint.name")}</Table.Th>
                  <Table.Th>{t("endpoint.in")}</Table.Th>
                  <Table.Th>{t("endpoint.type")}</Table.Th>
                  <Table.Th>{t("endpoint.description")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parameters.map((parameter) => (
                  <Table.Tr key={`${parameter.in}-${parameter.name}`}>
                    <Table.Td>
                      <Code>{parameter.name}</Code>
                      {parameter.required && (
                        <Text span size="xs" c="red" ms={4}>
                          {t("endpoint.required")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{parameter.in}</Table.Td>
                    <Table.Td>
                      <Code>{typeLabel(parameter.schema)}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{parameter.description ?? parameter.schema?.description ?? ""}</Text>
                      {parameter.schema && constraintsOf(parameter.schema).length > 0 && (
                        <Text size="xs" c="dimmed">
                          {constraintsOf(parameter.schema).join(" · ")}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
      {body && (
        <Stack gap="xs">
          <Title order={4} size="h6">
            {t("endpoint.requestBody")} <Code>{typeLabel(body)}</Code>
          </Title>
          <SchemaView schema={body} document={document} />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={4} size="h6">
          {t("endpoint.responses")}
        </Title>
        {Object.entries(operation.responses ?? {}).map(([status, response]) => {
          const schema = response.content?.["application/json"]?.schema;
          return (
            <Stack key={status} gap={4} data-testid="api-response" data-status={status}>
              <Text size="sm">
                <Code fw={700}>{status}</Code> {response.description}
                {schema && (
                  <>
                    {" "}
                    <Code>{typeLabel(schema)}</Code>
                  </>
                )}
              </Text>
              {schema && status.startsWith("2") && <SchemaView schema={schema} document={document} />}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
