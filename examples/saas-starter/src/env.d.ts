/// <reference types="vite/client" />

// Set from the environment when the pages are built (vite.config.mjs).
interface ImportMetaEnv {
  readonly GATEHOUSE_URL: string;
  readonly SELLER: string;
}
