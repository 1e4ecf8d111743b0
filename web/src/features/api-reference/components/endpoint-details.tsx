import { Code, Stack, Table, Text, Title } from "@mantine/core";
import { ScrollTable } from "../../../components/scroll-table";
import { constraintsOf, type Endpoint, type OpenApiDocument, typeLabel } from "../lib/openapi";
import { SchemaView } from "./schema-view";

/** Parameters, request body and responses of one operation. */
export function EndpointDetails({ endpoint, document }: { endpoint: Endpoint; document: OpenApiDocument }) {
  const { operation } = endpoint;
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content?.["application/json"]?.schema;
  return (
    <Stack gap="md">
      {operation.description && <Text size="sm">{operation.description}</Text>}
      <Stack gap="xs">
        <Title order={4} size="h6">
          Parameters
        </Title>
        {parameters.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <ScrollTable minWidth={480} label={`Parameters of ${endpoint.method.toUpperCase()} ${endpoint.path}`}>
            <Table
              withTableBorder
              verticalSpacing={4}
              fz="sm"
              aria-label={`Parameters of ${endpoint.method.toUpperCase()} ${endpoint.path}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>In</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Description</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parameters.map((parameter) => (
                  <Table.Tr key={`${parameter.in}-${parameter.name}`}>
                    <Table.Td>
                      <Code>{parameter.name}</Code>
                      {parameter.required && (
                        <Text span size="xs" c="red" ml={4}>
                          required
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
            Request body <Code>{typeLabel(body)}</Code>
          </Title>
          <SchemaView schema={body} document={document} />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={4} size="h6">
          Responses
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
