import { CART_REMINDER_AFTER_MS, cartReminderDue, withinReminderHours } from "#domain/cart-reminder.ts";
import type { StoredCartLine } from "#domain/cart.ts";
import { orderedVariant, soldVariantName } from "#domain/catalogue/variants.ts";
import { message } from "#domain/i18n/message.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { SettingsStore } from "#server/features/settings/settings.ts";
import { AppError } from "#server/http/errors.ts";
import { deliverAfterCommit, type MailDeliveryDeps, queueMail } from "#server/mail/mail-outbox.ts";
import { mailTranslator } from "#server/mail/translator.ts";
import { storedLines } from "./cart.ts";
import { cartReminderMail, type RemindedLine } from "./cart-reminder-mail.ts";
import { optOutToken, optOutUserId } from "./opt-out-token.ts";

/** Carts reminded per run; any more wait for the next turn. */
const BATCH = 200;

export interface CartReminderDeps extends MailDeliveryDeps {
  db: Database;
  config: Pick<Config, "publicUrl" | "sessionSecret">;
  settings: SettingsStore;
}

/** The lines as the mail names them, from the catalogue as it is now; a line no longer sold is left out. */
async function remindedLines(db: Database, lines: StoredCartLine[]): Promise<RemindedLine[]> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  if (productIds.length === 0) return [];
  const [products, variants] = await Promise.all([
    db
      .selectFrom("products")
      .select(["id", "title", "title_hi", "option_name"])
      .where("id", "in", productIds)
      .execute(),
    db
      .selectFrom("product_variants")
      .select(["id", "product_id", "name"])
      .where("product_id", "in", productIds)
      .orderBy("position")
      .execute(),
  ]);
  return lines.flatMap((line) => {
    const product = products.find((p) => p.id === line.productId);
    const variant = orderedVariant(
      variants.filter((v) => v.product_id === line.productId),
      line.variantId,
    );
    if (!product || !variant) return [];
    return [
      {
        title: product.title,
        titleHi: product.title_hi,
        variantName: soldVariantName(product.option_name, variant.name),
        quantity: line.quantity,
      },
    ];
  });
}

/**
 * The cart reminder (docs/product/orders.md#cart-reminder), run by the `remind-abandoned-carts`
 * job (server/jobs.ts) with the time of its turn: one mail for each cart that is due at `now`
 * (domain/cart-reminder.ts decides), in its customer's language. The cart is marked reminded in
 * the transaction that writes the mail to the outbox, by an update guarded on the cart being as
 * it was read, so a cart changed meanwhile waits for its own 10 hours and no cart is mailed
 * twice, even by two runs at once. Answers how many carts were reminded.
 */
export async function remindAbandonedCarts(deps: CartReminderDeps, at: Date = new Date()): Promise<number> {
  changesNothingPublic();
  if (!withinReminderHours(at)) return 0;
  const { db } = deps;
  const changedBy = new Date(at.getTime() - CART_REMINDER_AFTER_MS).toISOString();
  const candidates = await db
    .selectFrom("carts as c")
    .innerJoin("profiles as p", "p.user_id", "c.user_id")
    .leftJoin("cart_reminder_opt_outs as o", "o.user_id", "c.user_id")
    .select((eb) => [
      "c.user_id as userId",
      "c.lines",
      "c.updated_at as updatedAt",
      "c.reminded_at as remindedAt",
      "p.email",
      "p.full_name as name",
      // In the language the customer last read the shop in (docs/product/language.md#mails).
      "p.language",
      "o.user_id as optedOutId",
      eb
        .selectFrom("orders")
        .select((o) => o.fn.max("orders.created_at").as("at"))
        .whereRef("orders.user_id", "=", "c.user_id")
        .as("lastOrderAt"),
    ])
    // What cannot be due is not read again every turn: empty carts, recent ones, reminded ones.
    .where("c.lines", "<>", "[]")
    .where("c.updated_at", "<=", changedBy)
    .where((eb) => eb.or([eb("c.reminded_at", "is", null), eb("c.reminded_at", "<", eb.ref("c.updated_at"))]))
    .orderBy("c.updated_at")
    .limit(BATCH)
    .execute();
  const due = candidates.filter((cart) =>
    cartReminderDue(
      {
        lineCount: storedLines(cart.lines).length,
        updatedAt: cart.updatedAt,
        remindedAt: cart.remindedAt,
        lastOrderAt: cart.lastOrderAt ?? null,
        optedOut: cart.optedOutId !== null,
      },
      at,
    ),
  );
  if (due.length === 0) return 0;
  const shop = await deps.settings.shop();
  let reminded = 0;
  for (const cart of due) {
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const lines = await remindedLines(db, storedLines(cart.lines));
    if (lines.length === 0) continue;
    const mail = cartReminderMail(
      { email: cart.email, name: cart.name, lines },
      { shop, publicUrl: deps.config.publicUrl, optOutToken: optOutToken(deps.config.sessionSecret, cart.userId) },
      mailTranslator(cart.language),
    );
    const queued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("carts")
        .set({ reminded_at: at.toISOString() })
        .where("user_id", "=", cart.userId)
        .where("updated_at", "=", cart.updatedAt)
        .where((eb) =>
          cart.remindedAt === null ? eb("reminded_at", "is", null) : eb("reminded_at", "=", cart.remindedAt),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      await queueMail(trx, mail);
      return true;
    });
    if (queued) reminded++;
  }
  if (reminded > 0) await deliverAfterCommit(deps);
  return reminded;
}

/** The customer a link's token speaks for, if they still have an account; else the link is refused. */
async function optOutCustomer(deps: { db: Database; config: Pick<Config, "sessionSecret"> }, token: string) {
  const userId = optOutUserId(deps.config.sessionSecret, token);
  const profile =
    userId === null
      ? undefined
      : await deps.db.selectFrom("profiles").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  if (!profile) throw new AppError(404, message("cart.reminders.linkInvalid"));
  return profile.user_id;
}

/** Whether the customer a link's token names has stopped cart reminders (the link's page shows it). */
export async function cartRemindersStopped(
  deps: { db: Database; config: Pick<Config, "sessionSecret"> },
  token: string,
): Promise<boolean> {
  const userId = await optOutCustomer(deps, token);
  const row = await deps.db
    .selectFrom("cart_reminder_opt_outs")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The opt-out link of a reminder mail: no more cart reminders for that customer, from one click
 * and without signing in (the token proves the mailbox). Following it again changes nothing.
 */
export async function stopCartReminders(
  deps: { db: Database; config: Pick<Config, "sessionSecret"> },
  token: string,
): Promise<void> {
  changesNothingPublic();
  const userId = await optOutCustomer(deps, token);
  await deps.db
    .insertInto("cart_reminder_opt_outs")
    .values({ user_id: userId, created_at: now() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/**
 * Reminders again, from the page the opt-out link opens: a mail program that checks links by
 * opening them may have opted the customer out, and they undo it there with one press.
 */
export async function resumeCartReminders(
  deps: { db: Database; config: Pick<Config, "sessionSecret"> },
  token: string,
): Promise<void> {
  changesNothingPublic();
  const userId = await optOutCustomer(deps, token);
  await deps.db.deleteFrom("cart_reminder_opt_outs").where("user_id", "=", userId).execute();
}
