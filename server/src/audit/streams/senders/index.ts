import { fromJsonColumn } from "../../../db/json-column.ts";
import type { SecretBox } from "../../../kit/sealed-secrets.ts";
import type { DestinationRow } from "../repository.ts";
import { streamSettingsSchemas } from "../schemas.ts";
import { datadogSender } from "./datadog.ts";
import { httpsSender } from "./https.ts";
import { s3Sender } from "./s3.ts";
import type { SignDelivery, StreamSender } from "./sender.ts";
import { splunkSender } from "./splunk.ts";

/** What a sender needs beyond the row: the box that opens its secret, the host named in records. */
export type SenderContext = { box: SecretBox; hostname: string; sign: SignDelivery };

/** The sender of a stored destination, its secret opened. */
export function senderOf(row: DestinationRow, context: SenderContext): StreamSender {
  const secret = context.box.open(row.sealed_secret);
  switch (row.type) {
    case "https":
      return httpsSender(fromJsonColumn(streamSettingsSchemas.https, row.settings), secret, context.sign);
    case "s3":
      return s3Sender(fromJsonColumn(streamSettingsSchemas.s3, row.settings), secret);
    case "datadog":
      return datadogSender(fromJsonColumn(streamSettingsSchemas.datadog, row.settings), secret, context.hostname);
    case "splunk":
      return splunkSender(fromJsonColumn(streamSettingsSchemas.splunk, row.settings), secret, context.hostname);
  }
}
