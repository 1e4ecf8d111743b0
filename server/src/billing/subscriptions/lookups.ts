/** Row lookups other domains may use (orders, customer meters, the portal): part of the service's surface, never the repository itself. */
export {
  find as findSubscriptionRow,
  findActiveOfCustomer as runningSubscriptionRowsOfCustomer,
  findMany as findSubscriptionRows,
  prices as subscriptionPriceRows,
  type SubscriptionRow,
  subscriptionIdOfCheckout,
} from "./repository.ts";
