import { type Kysely, sql } from "kysely";

/**
 * GST and Indian addresses (docs/product/tax-invoices.md, docs/product/addresses.md):
 * - each product's HSN code and GST rate, and each order line's as sold (with its tax);
 * - each order's tax invoice number and date, credit note number and date once cancelled, and
 *   the seller's particulars as they stood when it was sold (an invoice never changes);
 * - numbered documents' counters, one row per series and period, from which a number is taken
 *   inside the transaction that issues the document (gap-free, never reused); the complaint
 *   tickets' own counter becomes one such series;
 * - who receives a parcel: the recipient's name, a mobile number and a landmark, on saved
 *   addresses and on orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("hsn_code", "text", (c) => c.notNull().defaultTo("0602"))
    .execute();
  await db.schema
    .alterTable("products")
    .addColumn("gst_rate", "integer", (c) => c.notNull().defaultTo(18))
    .execute();

  await db.schema
    .alterTable("order_items")
    .addColumn("hsn_code", "text", (c) => c.notNull().defaultTo("0602"))
    .execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("gst_rate", "integer", (c) => c.notNull().defaultTo(18))
    .execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("tax_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update order_items set tax_paise = line_total_paise * 18 / 100`.execute(db);

  for (const column of ["seller_json", "invoice_number", "invoice_date", "credit_note_number", "credit_note_date"]) {
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  }
  await db.schema.createIndex("orders_invoice_number_key").on("orders").column("invoice_number").unique().execute();
  await db.schema
    .createIndex("orders_credit_note_number_key")
    .on("orders")
    .column("credit_note_number")
    .unique()
    .execute();

  for (const table of ["addresses", "orders"]) {
    const prefix = table === "orders" ? "ship_" : "";
    await db.schema
      .alterTable(table)
      .addColumn(`${prefix}recipient`, "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn(`${prefix}mobile`, "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn(`${prefix}landmark`, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }

  await db.schema
    .createTable("document_counters")
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_counters_pkey", ["series", "period"])
    .execute();
  await sql`insert into document_counters (series, period, last_number)
    select 'complaint', cast(year as text), last_number from complaint_counters`.execute(db);
  await db.schema.dropTable("complaint_counters").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("complaint_counters")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into complaint_counters (year, last_number)
    select cast(period as integer), last_number from document_counters where series = 'complaint'`.execute(db);
  await db.schema.dropTable("document_counters").execute();
  for (const [table, prefix] of [
    ["addresses", ""],
    ["orders", "ship_"],
  ] as const) {
    for (const column of ["recipient", "mobile", "landmark"]) {
      await db.schema.alterTable(table).dropColumn(`${prefix}${column}`).execute();
    }
  }
  await db.schema.dropIndex("orders_credit_note_number_key").execute();
  await db.schema.dropIndex("orders_invoice_number_key").execute();
  for (const column of ["credit_note_date", "credit_note_number", "invoice_date", "invoice_number", "seller_json"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  for (const column of ["tax_paise", "gst_rate", "hsn_code"]) {
    await db.schema.alterTable("order_items").dropColumn(column).execute();
  }
  await db.schema.alterTable("products").dropColumn("gst_rate").execute();
  await db.schema.alterTable("products").dropColumn("hsn_code").execute();
}
