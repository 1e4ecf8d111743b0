import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AuditLog } from "../../audit/components/audit-log";
import type { StreamScope } from "../hooks/use-audit-streams";
import { AuditStreams } from "./audit-streams";

/** The audit log page: the log itself, and the streams that send it elsewhere. */
export function AuditTabs({ scope, canManage }: { scope: StreamScope; canManage: boolean }) {
  const { t } = useTranslation("audit-streams");
  return (
    <Tabs defaultValue="log" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="log">{t("tabs.log")}</Tabs.Tab>
        <Tabs.Tab value="streams">{t("tabs.streams")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="log">
        <AuditLog scope={scope} />
      </Tabs.Panel>
      <Tabs.Panel value="streams">
        <AuditStreams scope={scope} canManage={canManage} />
      </Tabs.Panel>
    </Tabs>
  );
}
