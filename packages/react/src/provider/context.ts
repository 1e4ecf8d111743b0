import { createContext, useContext } from "react";
import type { GatehouseClient } from "../client/gatehouse-client.js";

export const GatehouseContext = createContext<GatehouseClient | null>(null);

/** The client of the nearest GatehouseProvider; every component and hook goes through it. */
export function useGatehouse(): GatehouseClient {
  const client = useContext(GatehouseContext);
  if (!client) throw new Error("Gatehouse components and hooks must be inside <GatehouseProvider baseUrl=…>");
  return client;
}
