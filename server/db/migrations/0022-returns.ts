import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Returns, replacements and partial refunds (docs/product/commerce-core.md#returns-and-replacements):
 * - `returns`: a customer's report of a problem with a delivered order, `RT-{year}-{n}`, its
 *   reason, wish and status, and what its decision made: the replacement order, the credit note,
 *   the refund;
 * - `return_lines`: the units of each order line it names (never more than delivered less what
 *   earlier requests, not rejected, named: checked in the request's transaction);
 * - `return_photos`: its pictures' media keys, private (served only to the customer and admins);
 * - `credit_notes` and `credit_note_lines`: credit notes for part of a sale (returned lines, a
 *   goodwill refund), each with its own `CN/{FY}/{n}` number and the taxable value and GST of each
 *   line it credits, so its document never changes; a cancellation's credit note stays on the order;
 * - `orders.replacement_for_return_id`: a ₹0 replacement order names the request it answers;
 * - `refunds` also keep money owed back outside the gateway (`channel` 'manual': UPI, cash, a
 *   card recorded by hand) until the admin records it with its UPI or bank `reference`, so their
 *   `payment_id` may be empty. SQLite cannot drop a NOT NULL: its table is rebuilt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("returns")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("wish", "text", (c) => c.notNull().check(sql`wish in ('Replacement', 'Refund')`))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("decision_note", "text")
    .addColumn("refund_paise", "integer")
    .addColumn("replacement_order_id", "text")
    .addColumn("credit_note_id", "text")
    .addColumn("refund_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("decided_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("returns_status_idx").on("returns").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("returns_order_idx").on("returns").column("order_id").execute();
  await db.schema.createIndex("returns_refund_idx").on("returns").column("refund_id").execute();

  await db.schema
    .createTable("return_lines")
    .addColumn("return_id", "text", (c) => c.notNull().references("returns.id").onDelete("cascade"))
    .addColumn("order_item_id", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint("return_lines_pk", ["return_id", "order_item_id"])
    .execute();
  await db.schema
    .createTable("return_photos")
    .addColumn("return_id", "text", (c) => c.notNull().references("returns.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("media_key", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("return_photos_pk", ["return_id", "position"])
    .execute();

  await db.schema
    .createTable("credit_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("cause", "text", (c) => c.notNull().check(sql`cause in ('return', 'goodwill')`))
    .addColumn("return_id", "text")
    .addColumn("note", "text")
    .addColumn("taxable_paise", "integer", (c) => c.notNull())
    .addColumn("tax_paise", "integer", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credit_notes_order_idx").on("credit_notes").columns(["order_id", "issued_at"]).execute();
  await db.schema
    .createTable("credit_note_lines")
    .addColumn("credit_note_id", "text", (c) => c.notNull().references("credit_notes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("order_item_id", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("hsn_code", "text", (c) => c.notNull())
    .addColumn("gst_rate", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("taxable_paise", "integer", (c) => c.notNull())
    .addColumn("tax_paise", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("credit_note_lines_pk", ["credit_note_id", "position"])
    .execute();

  await db.schema.alterTable("orders").addColumn("replacement_for_return_id", "text").execute();
  await db.schema.createIndex("credit_note_lines_item_idx").on("credit_note_lines").column("order_item_id").execute();

  await allowManualRefunds(db);
  // Orders paid by hand and cancelled before: what they owed back, or paid back, is a refund of
  // theirs too, counted as asked (and sent), so nothing can be refunded a second time.
  await sql`insert into refunds (id, order_id, payment_id, amount_paise, idempotency_key, status, actor,
    created_at, updated_at, channel)
    select 'before-0022-' || id, id, null, total_paise - refund_requested_paise, 'before_0022_' || id,
      case when payment_status = 'Refunded' then 'processed' else 'requested' end, 'system', updated_at, updated_at,
      'manual'
    from orders
    where payment_method <> 'online' and payment_status in ('Refund due', 'Refunded')
      and total_paise > refund_requested_paise`.execute(db);
  await sql`update orders set refund_requested_paise = total_paise,
    refunded_paise = case when payment_status = 'Refunded' then total_paise else refunded_paise end
    where payment_method <> 'online' and payment_status in ('Refund due', 'Refunded')`.execute(db);
}

async function allowManualRefunds(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table refunds alter column payment_id drop not null`.execute(db);
    await sql`alter table refunds add column channel text not null default 'gateway'`.execute(db);
    await sql`alter table refunds add column reference text`.execute(db);
    return;
  }
  await sql`create table refunds_next (
    id text primary key,
    order_id text not null references orders(id) on delete cascade,
    payment_id text,
    amount_paise integer not null check (amount_paise > 0),
    idempotency_key text not null unique,
    status text not null,
    provider_refund_id text unique,
    failure text,
    actor text not null,
    actor_id text,
    created_at text not null,
    updated_at text not null,
    channel text not null default 'gateway',
    reference text
  )`.execute(db);
  await sql`insert into refunds_next (id, order_id, payment_id, amount_paise, idempotency_key, status,
    provider_refund_id, failure, actor, actor_id, created_at, updated_at)
    select id, order_id, payment_id, amount_paise, idempotency_key, status, provider_refund_id, failure, actor,
    actor_id, created_at, updated_at from refunds`.execute(db);
  await sql`drop table refunds`.execute(db);
  await sql`alter table refunds_next rename to refunds`.execute(db);
  await db.schema.createIndex("refunds_order_idx").on("refunds").columns(["order_id", "created_at"]).execute();
  await db.schema.createIndex("refunds_status_idx").on("refunds").columns(["status", "updated_at"]).execute();
  await db.schema.createIndex("refunds_payment_idx").on("refunds").columns(["payment_id", "status"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from refunds where channel = 'manual'`.execute(db);
  await db.schema.alterTable("refunds").dropColumn("reference").execute();
  await db.schema.alterTable("refunds").dropColumn("channel").execute();
  await db.schema.alterTable("orders").dropColumn("replacement_for_return_id").execute();
  await db.schema.dropTable("credit_note_lines").execute();
  await db.schema.dropTable("credit_notes").execute();
  await db.schema.dropTable("return_photos").execute();
  await db.schema.dropTable("return_lines").execute();
  await db.schema.dropTable("returns").execute();
}
