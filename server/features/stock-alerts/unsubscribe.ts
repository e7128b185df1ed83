import { message } from "#domain/i18n/message.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/http/errors.ts";
import { unsubscribeTokenHash } from "./unsubscribe-token.ts";

/** Whom an unsubscribe link spoke for, and how many of their alerts were still waiting. */
export interface StockAlertUnsubscription {
  email: string;
  stopped: number;
}

/**
 * The unsubscribe link of a back-in-stock mail (docs/product/catalogue.md#back-in-stock): the
 * alert it came with is already spent (each is mailed once), so it stops every alert still
 * waiting for the same address; no more back-in-stock mails go there unless it asks again. The
 * token proves the reader holds the mailbox, so no sign-in is needed. Following the link twice
 * answers the same address, with nothing left to stop.
 */
export async function unsubscribeStockAlerts(
  db: Database,
  options: { token: string },
): Promise<StockAlertUnsubscription> {
  changesNothingPublic();
  const alert = await db
    .selectFrom("stock_alerts")
    .select("email")
    .where("unsubscribe_hash", "=", unsubscribeTokenHash(options.token))
    .executeTakeFirst();
  if (!alert) throw new AppError(404, message("stockAlert.unsubscribe.invalid"));
  const stopped = await db
    .deleteFrom("stock_alerts")
    .where("email", "=", alert.email)
    .where("notified_at", "is", null)
    .executeTakeFirst();
  return { email: alert.email, stopped: Number(stopped.numDeletedRows) };
}
