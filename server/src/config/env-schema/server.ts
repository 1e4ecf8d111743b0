import { z } from "zod";
import { SQLITE_FILE_NAME } from "./database.ts";
import { int, list, url } from "./parsers.ts";
import { envSection } from "./section.ts";

/** Where Gatehouse listens, what it calls itself, where it keeps its data, and whom it believes. */
export const serverSection = envSection({
  title: "Server",
  variables: {
    PORT: int(3000, 0, 65535),
    HOST: z.string().min(1).default("127.0.0.1"),
    BASE_URL: url(["http:", "https:"]),
    DATA_DIR: z.string().min(1).default("./data"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    TRUSTED_ORIGINS: list,
    TRUSTED_PROXIES: list,
  },
  docs: {
    PORT: { meaning: "port to listen on" },
    HOST: { meaning: "address to listen on (`0.0.0.0` for all interfaces)" },
    BASE_URL: {
      meaning:
        "public URL of this server; links in mails and cookie security (`https://` gives `Secure` cookies) follow it",
      default: "`http://localhost:$PORT`",
    },
    DATA_DIR: { meaning: `embedded SQLite database (\`${SQLITE_FILE_NAME}\`) and the generated secret` },
    AUTH_SECRET: {
      meaning:
        "signs cookies and tokens (32+ characters). When absent in embedded mode it is generated once and kept in `DATA_DIR/auth-secret`; required when `NODE_ENV=production` or with `DATABASE_URL`",
      default: "generated",
    },
    NODE_ENV: { meaning: "`production` turns off the dev outbox and requires `AUTH_SECRET`" },
    TRUSTED_ORIGINS: {
      meaning:
        "comma-separated extra origins allowed as `Origin` and in redirect URLs (`callbackURL`, `redirectTo`, …)",
    },
    TRUSTED_PROXIES: {
      meaning:
        "comma-separated proxy addresses whose `X-Forwarded-For` is believed; from anyone else the socket address is the client",
    },
  },
});
