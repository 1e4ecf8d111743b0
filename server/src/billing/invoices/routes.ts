import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { Locale } from "../../i18n/locales.ts";
import { declareRoute } from "../api-access/route-access.ts";
import type { BillingEnv } from "../common/env.ts";
import { InvoiceErrors } from "./errors.ts";
import { renderInvoice } from "./service.ts";
import { verifyInvoiceSignature } from "./signing.ts";

/**
 * `GET /v1/orders/{id}/invoice.pdf?organization_id&expires&signature`: the invoice PDF behind a
 * signed URL (from `GET /v1/orders/{id}/invoice` or the checkout's success page). No token: the
 * signature is the credential. Not in the OpenAPI document (Polar's clients follow the URL).
 * A bad, tampered or expired signature answers 404, like an unknown order. The document is in
 * its customer's language (service.ts).
 */
export function invoiceRoutes(db: Db, defaultLocale: Locale): OpenAPIHono<BillingEnv> {
  const app = new OpenAPIHono<BillingEnv>();
  declareRoute(app, { path: "/orders/:id/invoice.pdf", access: "public" });
  app.get("/orders/:id/invoice.pdf", async (c) => {
    const id = z.uuid().safeParse(c.req.param("id"));
    const given = {
      organizationId: c.req.query("organization_id"),
      expires: c.req.query("expires"),
      signature: c.req.query("signature"),
    };
    if (!id.success || !verifyInvoiceSignature(db, id.data, given)) throw InvoiceErrors.NOT_FOUND();
    const invoice = await renderInvoice(db, given.organizationId, id.data, defaultLocale);
    return c.body(new Uint8Array(invoice.bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Length": String(invoice.bytes.length),
      "Content-Disposition": `inline; filename="${invoice.filename}"`,
      "Content-Language": invoice.locale,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    });
  });
  return app;
}
