import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { applyLocale, initialLocale } from "./i18n/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// The first render already speaks the page's language: its catalog is fetched before it.
void applyLocale(initialLocale())
  .catch(() => applyLocale("en"))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
