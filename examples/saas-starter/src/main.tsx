import { GatehouseProvider } from "@gatehouse/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <GatehouseProvider baseUrl={import.meta.env.GATEHOUSE_URL} seller={import.meta.env.SELLER}>
      <App />
    </GatehouseProvider>
  </StrictMode>,
);
