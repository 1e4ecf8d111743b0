import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { GATEHOUSE_URL, SELLER } from "./config.mjs";

export default defineConfig({
  plugins: [react()],
  // The pages learn where Gatehouse is and who sells the plans when they are built.
  define: {
    "import.meta.env.GATEHOUSE_URL": JSON.stringify(GATEHOUSE_URL),
    "import.meta.env.SELLER": JSON.stringify(SELLER),
  },
});
