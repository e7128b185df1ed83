import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { SettingsStore } from "#server/features/settings/settings.ts";
import { deliverAfterCommit, type MailDeliveryDeps, queueMail } from "#server/mail/mail-outbox.ts";
import { mailTranslator } from "#server/mail/translator.ts";
import { stockAlertMail } from "./stock-alert-mail.ts";
import { newUnsubscribeToken, unsubscribeTokenHash } from "./unsubscribe-token.ts";

/** Alerts mailed per run; any more wait for the next minute's. */
const BATCH = 200;

export interface StockAlertSweepDeps extends MailDeliveryDeps {
  db: Database;
  config: Pick<Config, "publicUrl">;
  settings: SettingsStore;
}

/**
 * Mails every alert whose variant has stock again (docs/product/catalogue.md#back-in-stock),
 * whatever brought the stock back: an admin's edit, a cancellation, an expired unpaid order. Run
 * every minute by the `send-stock-alerts` job (server/jobs.ts). Each alert is marked notified in
 * the transaction that writes its mail to the outbox, by a guarded update that only one run can
 * win, so a mail is never lost and never sent twice, even by two sweeps at once. Answers how many
 * were mailed.
 */
export async function sendStockAlerts(deps: StockAlertSweepDeps): Promise<number> {
  changesNothingPublic();
  const { db } = deps;
  const due = await db
    .selectFrom("stock_alerts as a")
    .innerJoin("product_variants as v", "v.id", "a.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .leftJoin("profiles as c", "c.user_id", "a.user_id")
    .select([
      "a.id",
      "a.email",
      "a.language",
      "c.full_name as name",
      // A customer's mail is in the language they last read the shop in (docs/product/language.md#mails).
      "c.language as customerLanguage",
      "p.slug",
      "p.title",
      "p.title_hi as titleHi",
      "p.option_name as optionName",
      "v.id as variantId",
      "v.name as variantName",
    ])
    .where("a.notified_at", "is", null)
    .where("v.stock", ">", 0)
    .orderBy("a.created_at")
    .limit(BATCH)
    .execute();
  if (due.length === 0) return 0;
  const shop = await deps.settings.shop();
  let mailed = 0;
  for (const alert of due) {
    const unsubscribeToken = newUnsubscribeToken();
    const mail = stockAlertMail(
      { ...alert, name: alert.name ?? "" },
      { shop, publicUrl: deps.config.publicUrl, unsubscribeToken },
      mailTranslator(alert.customerLanguage ?? alert.language),
    );
    const queued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("stock_alerts")
        .set({ notified_at: now(), unsubscribe_hash: unsubscribeTokenHash(unsubscribeToken) })
        .where("id", "=", alert.id)
        .where("notified_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      await queueMail(trx, mail);
      return true;
    });
    if (queued) mailed++;
  }
  if (mailed > 0) await deliverAfterCommit(deps);
  return mailed;
}
