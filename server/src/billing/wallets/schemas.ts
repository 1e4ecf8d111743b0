import { z } from "@hono/zod-openapi";
import { dateTimeSchema } from "../common/datetime.ts";
import { positiveAmountSchema } from "../common/money.ts";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import { uuid } from "../common/schemas.ts";

export const WALLET_SORT_FIELDS = ["created_at", "balance"] as const;

export const customerWallet = z
  .object({
    id: z.string().meta({ description: "The ID of the object." }),
    created_at: dateTimeSchema.meta({ description: "Creation timestamp of the object." }),
    modified_at: dateTimeSchema.nullable().meta({ description: "Last modification timestamp of the object." }),
    customer_id: z.string().meta({ description: "The ID of the customer that owns the wallet." }),
    balance: z.number().int().meta({ description: "The current balance of the wallet, in cents." }),
    currency: z.string().meta({ description: "The currency of the wallet." }),
  })
  .openapi("CustomerWallet");
export type CustomerWallet = z.infer<typeof customerWallet>;

export const customerWalletList = listResourceSchema(customerWallet, "ListResource_CustomerWallet_");

const organizationIdQuery = z.string().optional().meta({
  description:
    "With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are.",
});

export const portalWalletListQuery = z.object({
  ...paginationQuery,
  organization_id: organizationIdQuery,
  sorting: sortingQuery(WALLET_SORT_FIELDS, ["-created_at"]),
});
export type PortalWalletListQuery = z.infer<typeof portalWalletListQuery>;

export const walletListQuery = z.object({
  ...paginationQuery,
  organization_id: z.string().optional(),
  customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
  sorting: sortingQuery(WALLET_SORT_FIELDS, ["-created_at"]),
});
export type WalletListQuery = z.infer<typeof walletListQuery>;

export const walletCreditCreate = z
  .object({
    customer_id: uuid,
    currency: z
      .string()
      .regex(/^[a-z]{3}$/, "Expected a lowercase ISO 4217 currency code")
      .default("usd"),
    amount: positiveAmountSchema.meta({ description: "Amount to credit, in cents." }),
  })
  .openapi("WalletCreditCreate");
export type WalletCreditCreate = z.infer<typeof walletCreditCreate>;
