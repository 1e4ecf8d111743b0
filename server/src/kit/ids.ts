import { randomUUID } from "node:crypto";

/** Every id Gatehouse makes is a random UUID (v4), unless a domain says otherwise (usage events: v7). */
export const newId = (): string => randomUUID();
