import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";

export type TxtDnsServer = {
  /** `127.0.0.1:PORT`, as DNS_SERVERS takes it. */
  address: string;
  /** Publishes TXT records under a name (replacing what was there); an empty list removes it. */
  setTxt(name: string, values: string[]): void;
  /** The names asked for so far, lowercased. */
  readonly questions: string[];
  close(): Promise<void>;
};

const TYPE_TXT = 16;
const CLASS_IN = 1;

/** The question's name and where the question section ends. */
function readQuestion(query: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let length = query[offset]!; length !== 0; length = query[offset]!) {
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  return { name: labels.join(".").toLowerCase(), end: offset + 1 + 4 };
}

/** One TXT answer: a pointer to the question's name, then the strings (each at most 255 bytes). */
function txtAnswer(value: string): Buffer {
  const text = Buffer.from(value, "utf8");
  const rdata = Buffer.concat([Buffer.from([text.length]), text]);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0);
  head.writeUInt16BE(TYPE_TXT, 2);
  head.writeUInt16BE(CLASS_IN, 4);
  head.writeUInt32BE(1, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

/**
 * A real name server on 127.0.0.1 (UDP) answering TXT questions from a table, NXDOMAIN for the
 * rest: Gatehouse's domain verification asks it through `node:dns` exactly as it asks the world's.
 */
export async function startTxtDnsServer(): Promise<TxtDnsServer> {
  const records = new Map<string, string[]>();
  const questions: string[] = [];
  const socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    const { name, end } = readQuestion(query);
    const type = query.readUInt16BE(end - 4);
    questions.push(name);
    const values = type === TYPE_TXT ? (records.get(name) ?? []) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // QR, the question's RD, RA; NXDOMAIN when the name has no records.
    header.writeUInt16BE(0x8080 | (query.readUInt16BE(2) & 0x0100) | (records.has(name) ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(values.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, end), ...values.map(txtAnswer)]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    setTxt: (name, values) => {
      if (values.length === 0) records.delete(name.toLowerCase());
      else records.set(name.toLowerCase(), values);
    },
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
