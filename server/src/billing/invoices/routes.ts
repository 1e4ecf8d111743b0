import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { Locale } from "../../i18n/locales.ts";
import { declareRoute } from "../api-access/route-access.ts";
import type { BillingEnv } from "../common/env.ts";
import { InvoiceErrors } from "./errors.ts";
import { type RenderedDocument, renderInvoice, renderReceipt } from "./service.ts";
import { verifySignedUrl } from "./signing.ts";

/**
 * `GET /v1/orders/{id}/invoice.pdf?organization_id&expires&signature`: the invoice PDF behind a
 * signed URL (from `GET /v1/orders/{id}/invoice` or the checkout's success page). No token: the
 * signature is the credential. Not in the OpenAPI document (Polar's clients follow the URL).
 * A bad, tampered or expired signature answers 404, like an unknown order. The document is in
 * its customer's language (service.ts). `GET /v1/orders/{id}/receipt.pdf` serves the receipt the
 * same way.
 */
export function invoiceRoutes(db: Db, defaultLocale: Locale): OpenAPIHono<BillingEnv> {
  const app = new OpenAPIHono<BillingEnv>();
  servePdf(app, db, "invoice", (organizationId, id) => renderInvoice(db, organizationId, id, defaultLocale));
  // The receipt (orders/receipts.ts signs its links): the same scheme under its own purpose.
  servePdf(app, db, "receipt", (organizationId, id) => renderReceipt(db, organizationId, id, defaultLocale));
  return app;
}

function servePdf(
  app: OpenAPIHono<BillingEnv>,
  db: Db,
  purpose: "invoice" | "receipt",
  render: (organizationId: string, orderId: string) => Promise<RenderedDocument>,
): void {
  const path = `/orders/:id/${purpose}.pdf`;
  declareRoute(app, { path, access: "public" });
  app.get(path, async (c) => {
    const id = z.uuid().safeParse(c.req.param("id"));
    const given = {
      organizationId: c.req.query("organization_id"),
      expires: c.req.query("expires"),
      signature: c.req.query("signature"),
    };
    if (!id.success || !verifySignedUrl(db, purpose, id.data, given)) throw InvoiceErrors.NOT_FOUND();
    const document = await render(given.organizationId, id.data);
    return c.body(new Uint8Array(document.bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Length": String(document.bytes.length),
      "Content-Disposition": `inline; filename="${document.filename}"`,
      "Content-Language": document.locale,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
