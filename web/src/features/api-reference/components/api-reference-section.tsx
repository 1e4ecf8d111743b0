import { Accordion, Anchor, Badge, Code, Group, type MantineColor, Stack, Text, TextInput, Title } from "@mantine/core";
import { Fragment, type ReactNode, useDeferredValue, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { useOpenApi } from "../hooks/use-openapi";
import { groupByTag, type HttpMethod, type OpenApiDocument } from "../lib/openapi";
import { EndpointDetails } from "./endpoint-details";
import { SchemaView } from "./schema-view";

const METHOD_COLORS: Record<HttpMethod, MantineColor> = {
  get: "blue",
  post: "teal",
  put: "orange",
  patch: "yellow",
  delete: "red",
};

/** `/v1/openapi.json`, rendered in the app (no external viewer): endpoints by tag, then the schemas. */
/** A path with a line-break opportunity after each slash: "/v1/organizations/" then "{id}/stripe-account". */
function breakableAfterSlashes(path: string): ReactNode[] {
  return path.split("/").map((segment, index) => (
    // Segments repeat ("{id}" twice in one path): their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: the path's segments never reorder.
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {segment}
    </Fragment>
  ));
}

/** How a request authenticates, shown as it is sent. */
const AUTHORIZATION_HEADER = "Authorization: Bearer polar_oat_…";

export function ApiReferenceSection() {
  const { t } = useTranslation("api-reference");
  const openapi = useOpenApi();
  return (
    <QueryState
      isPending={openapi.isPending}
      error={openapi.error}
      onRetry={() => void openapi.refetch()}
      loadingLabel={t("section.loading")}
      errorTitle={t("section.loadError")}
    >
      {openapi.data && <Reference document={openapi.data} />}
    </QueryState>
  );
}

/**
 * The items of a multiple accordion opened at least once: a panel's content is rendered on its
 * first opening and then kept (so it closes with its animation). Mantine keeps every panel
 * mounted; rendered up front, the 130-odd endpoints and their schemas made a DOM so large that
 * the page took seconds to load and to check on a phone.
 */
function useOpenedOnce() {
  const [opened, setOpened] = useState<string[]>([]);
  const [everOpened, setEverOpened] = useState<ReadonlySet<string>>(new Set());
  const onChange = (next: string[]) => {
    setOpened(next);
    setEverOpened((before) => (next.every((item) => before.has(item)) ? before : new Set([...before, ...next])));
  };
  return { value: opened, onChange, rendered: (item: string) => everOpened.has(item) };
}

function Reference({ document }: { document: OpenApiDocument }) {
  const { t } = useTranslation("api-reference");
  const endpointsOpened = useOpenedOnce();
  const schemasOpened = useOpenedOnce();
  const [filter, setFilter] = useState("");
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const groups = groupByTag(document)
    .map((group) => ({
      ...group,
      endpoints: group.endpoints.filter(
        (e) =>
          !deferred ||
          `${e.method} ${e.path} ${e.operation.summary ?? ""} ${group.tag}`.toLowerCase().includes(deferred),
      ),
    }))
    .filter((group) => group.endpoints.length > 0);
  const schemas = Object.entries(document.components?.schemas ?? {});

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {document.info.title} <Badge variant="light">v{document.info.version}</Badge>
        </Title>
        {document.info.description && <Text size="sm">{document.info.description}</Text>}
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="reference.intro"
            values={{ header: AUTHORIZATION_HEADER, version: document.openapi, file: "openapi.json" }}
            components={{ code: <Code />, documentLink: <Anchor href="/v1/openapi.json" /> }}
          />
        </Text>
      </Stack>
      <TextInput
        label={t("reference.filter")}
        placeholder={t("reference.filterPlaceholder")}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("reference.noMatch")}
        </Text>
      )}
      {groups.map((group) => (
        <Stack key={group.tag} gap="xs" component="section" aria-label={t("reference.endpointsOf", { tag: group.tag })}>
          <Title order={3} size="h4" tt="capitalize">
            {group.tag.replace(/[-_]/g, " ")}
          </Title>
          <Accordion
            variant="separated"
            chevronPosition="right"
            multiple
            value={endpointsOpened.value}
            onChange={endpointsOpened.onChange}
          >
            {group.endpoints.map((endpoint) => (
              <Accordion.Item
                key={endpoint.id}
                value={endpoint.id}
                data-testid="api-endpoint"
                data-method={endpoint.method}
                data-path={endpoint.path}
              >
                <Accordion.Control>
                  <Group gap="sm" wrap="nowrap">
                    <Badge color={METHOD_COLORS[endpoint.method]} w={70} style={{ flexShrink: 0 }}>
                      {endpoint.method.toUpperCase()}
                    </Badge>
                    {/* The path and the summary share a line where the summary keeps 12rem; on a phone it goes under
                        the path, and a long path breaks after a slash (between characters when a segment alone is too long) rather than run off the edge. */}
                    <Group style={{ minWidth: 0, rowGap: 4, columnGap: "var(--mantine-spacing-sm)" }}>
                      <Code style={{ overflowWrap: "anywhere" }}>{breakableAfterSlashes(endpoint.path)}</Code>
                      <Text size="sm" c="dimmed" truncate style={{ flex: "1 1 12rem", minWidth: 0 }}>
                        {endpoint.operation.summary}
                      </Text>
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {endpointsOpened.rendered(endpoint.id) && <EndpointDetails endpoint={endpoint} document={document} />}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
      {schemas.length > 0 && (
        <Stack gap="xs" component="section" aria-label={t("reference.schemas")}>
          <Title order={3} size="h4">
            {t("reference.schemas")}
          </Title>
          <Accordion variant="separated" multiple value={schemasOpened.value} onChange={schemasOpened.onChange}>
            {schemas.map(([name]) => (
              <Accordion.Item key={name} value={name} data-testid="api-schema" data-name={name}>
                <Accordion.Control>
                  <Code>{name}</Code>
                </Accordion.Control>
                <Accordion.Panel>
                  {schemasOpened.rendered(name) && (
                    <SchemaView schema={{ $ref: `#/components/schemas/${name}` }} document={document} />
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      )}
    </Stack>
  );
}
