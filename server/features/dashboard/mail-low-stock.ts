import { LOW_STOCK_LIMIT, lowStockMailDay } from "#domain/stock.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { languageOfEmail } from "#server/features/accounts/accounts.ts";
import type { SettingsStore } from "#server/features/settings/settings.ts";
import { deliverAfterCommit, type MailDeliveryDeps, queueMail } from "#server/mail/mail-outbox.ts";
import { mailTranslator } from "#server/mail/translator.ts";
import { lowStockMail } from "./low-stock-mail.ts";

/** Variants one mail names; a catalogue with more running low has them counted, and the button shows them all. */
const MAIL_LINES = 50;

/**
 * The `app_meta` row holding the last day of India's calendar whose mail was settled (written, or
 * found not needed): kept in the database, so no restart and no other app server mails that day again.
 */
const LAST_DAY_KEY = "low_stock_mail_day";

export interface LowStockMailDeps extends MailDeliveryDeps {
  db: Database;
  config: Pick<Config, "publicUrl">;
  settings: SettingsStore;
}

/** The variants running low, sold out first, then fewest left; and how many more there are beyond them. */
async function lowStockLines(db: Database) {
  const low = db
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .where("v.stock", "<=", LOW_STOCK_LIMIT);
  const [lines, count] = await Promise.all([
    low
      .select([
        "p.title",
        "p.title_hi as titleHi",
        "p.option_name as optionName",
        "v.name as variantName",
        "v.sku",
        "v.stock",
      ])
      .orderBy("v.stock")
      .orderBy("p.title")
      .orderBy("v.position")
      .limit(MAIL_LINES)
      .execute(),
    low.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { lines, more: Number(count.n) - lines.length };
}

/**
 * The shop's daily low-stock mail (docs/product/admin.md#low-stock-mail), run by the
 * `mail-low-stock` job (server/jobs.ts) with the time of its turn: from 08:00 India time, once a
 * day, to the shop's e-mail in its settings, in the language of the account with that address
 * (English without one), listing every variant with `LOW_STOCK_LIMIT` or fewer left. A shop
 * without settings gets nothing, and its day stays open for when it has them. The day is settled
 * by one guarded write in the transaction that writes the mail, which only one run can win, even
 * with two at once; a morning with nothing low settles it without a mail. Answers 1 when it mailed.
 */
export async function mailLowStock(deps: LowStockMailDeps, at: Date = new Date()): Promise<number> {
  changesNothingPublic();
  const { db } = deps;
  const last = await db.selectFrom("app_meta").select("value").where("key", "=", LAST_DAY_KEY).executeTakeFirst();
  const day = lowStockMailDay(at, last?.value ?? null);
  if (day === null) return 0;
  const shop = await deps.settings.shop();
  if (!shop) return 0;
  // Read before the transaction: SQLite has one connection, which the transaction holds.
  const { lines, more } = await lowStockLines(db);
  const mail =
    lines.length === 0
      ? null
      : lowStockMail(
          { to: shop.email, lines, more },
          { shop, publicUrl: deps.config.publicUrl },
          mailTranslator(await languageOfEmail(db, shop.email)),
        );
  const queued = await db.transaction().execute(async (trx) => {
    const settled = await trx
      .insertInto("app_meta")
      .values({ key: LAST_DAY_KEY, value: day })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: day }).where("app_meta.value", "<", day))
      .executeTakeFirst();
    if (Number(settled.numInsertedOrUpdatedRows) === 0 || !mail) return false;
    await queueMail(trx, mail);
    return true;
  });
  if (!queued) return 0;
  await deliverAfterCommit(deps);
  return 1;
}
