import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { stockAlertSchema, stockAlertUnsubscribeSchema } from "#domain/schemas/stock-alert.ts";
import { useCase } from "#server/http/use-case.ts";
import { stockAlertAnswer, stockAlertUnsubscribeAnswer } from "./answers.ts";
import { subscribeToStockAlert } from "./subscribe.ts";
import { unsubscribeStockAlerts } from "./unsubscribe.ts";

/** Back in stock (docs/product/catalogue.md#back-in-stock): 'Notify me', and the mail's unsubscribe link. */

export const subscribeStockAlertCase = useCase({
  name: "stockAlerts.subscribe",
  summary:
    "'Notify me': one mail when an out-of-stock variant is back (the account's address when signed in, else `email`; a few an hour from one address)",
  access: "visitor",
  input: stockAlertSchema,
  params: { id: entryIdSchema },
  run: (shop, { id, ...input }, { user, ip, language }) =>
    subscribeToStockAlert(shop, { productId: id, input, user, ip, language }),
  answer: stockAlertAnswer,
  present: (subscription) => subscription,
  http: { method: "post", path: "/products/:id/stock-alerts" },
});

export const unsubscribeStockAlertsCase = useCase({
  name: "stockAlerts.unsubscribe",
  summary:
    "A back-in-stock mail's unsubscribe link: no more such mails to its address (no sign-in: the token is the proof)",
  access: "visitor",
  input: stockAlertUnsubscribeSchema,
  run: (shop, { token }) => unsubscribeStockAlerts(shop.db, { token }),
  answer: stockAlertUnsubscribeAnswer,
  present: (unsubscription) => unsubscription,
  http: { method: "post", path: "/stock-alerts/unsubscribe" },
});

export const stockAlertsUseCases = [subscribeStockAlertCase, unsubscribeStockAlertsCase];
