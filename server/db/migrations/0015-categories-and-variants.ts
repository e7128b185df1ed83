import { type Kysely, sql } from "kysely";

/**
 * Categories, care attributes and variants (issue 26; docs/product/catalogue.md).
 *
 * - `categories`, named by slug; every product names its own in `products.category`. A product
 *   keeps the slug itself (no join on every catalogue page); renaming a slug rewrites its
 *   products in the same transaction, and a category that holds products is never deleted, so
 *   no foreign key is needed, and SQLite could not add one to an existing table with a default.
 *   The products already sold are put in `medicinal-plants`, the shop's trade.
 * - Care attributes on products: light, water, care level, pet-safe, placement (null on what is
 *   not a plant), as the finder's filters.
 * - `product_variants`: each product is sold in one or more variants, each with its own SKU,
 *   price, discount and stock. Every existing product gets one default variant carrying its
 *   price and stock, with the product's own id as the variant's id: an old cart line (a product
 *   id, no variant) names that variant as it stands, and so does every order line sold before.
 *   The product row keeps the first variant's price and discount, the sum of the stocks, and
 *   the lowest price a customer pays (sale_price_paise: sorting and the price filter), all
 *   written by the same transaction that writes the variants.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("categories")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_hi", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const at = new Date().toISOString();
  await sql`insert into categories (slug, name, name_hi, position, created_at, updated_at)
    values ('medicinal-plants', 'Medicinal plants', 'औषधीय पौधे', 1, ${at}, ${at})`.execute(db);

  await db.schema
    .alterTable("products")
    .addColumn("category", "text", (c) => c.notNull().defaultTo("medicinal-plants"))
    .execute();
  for (const column of ["light", "water", "care_level", "placement", "option_name"]) {
    await db.schema.alterTable("products").addColumn(column, "text").execute();
  }
  await db.schema.alterTable("products").addColumn("pet_safe", "integer").execute();
  await db.schema
    .alterTable("products")
    .addColumn("price_varies", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("product_variants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("price_paise", "integer", (c) => c.notNull())
    .addColumn("discount", "integer", (c) => c.notNull())
    .addColumn("sale_price_paise", "integer", (c) => c.notNull())
    .addColumn("stock", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("product_variants_stock_check", sql`stock >= 0`)
    .execute();
  await db.schema
    .createIndex("product_variants_product_idx")
    .on("product_variants")
    .columns(["product_id", "position"])
    .execute();
  // The dashboard's restock list: the sizes running low.
  await db.schema.createIndex("product_variants_stock_idx").on("product_variants").column("stock").execute();
  await sql`insert into product_variants
      (id, product_id, position, name, sku, price_paise, discount, sale_price_paise, stock, created_at, updated_at)
    select id, id, 0, 'Standard',
      -- A SKU is at most 40 characters (the admin form's rule): a longer slug keeps a unique tail.
      case when length(slug) <= 40 then upper(slug) else upper(substr(slug, 1, 31) || '-' || substr(id, 1, 8)) end,
      price_paise, discount, sale_price_paise, stock, created_at, updated_at
    from products`.execute(db);

  await db.schema.alterTable("order_items").addColumn("variant_id", "text").execute();
  await db.schema.alterTable("order_items").addColumn("variant_name", "text").execute();
  await sql`update order_items set variant_id = product_id where product_id is not null`.execute(db);

  // The finder's filters: a category page sorted by price (the common case), and each care
  // attribute with the category and the price, so a page narrowed by them, and its price
  // range (min and max), read an index range instead of the table.
  await db.schema
    .createIndex("products_category_sale_price_idx")
    .on("products")
    .columns(["category", "sale_price_paise", "id"])
    .execute();
  for (const column of ["light", "water", "care_level", "placement", "pet_safe"]) {
    await db.schema
      .createIndex(`products_${column}_idx`)
      .on("products")
      .columns([column, "category", "sale_price_paise"])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["light", "water", "care_level", "placement", "pet_safe"]) {
    await db.schema.dropIndex(`products_${column}_idx`).execute();
  }
  await db.schema.dropIndex("products_category_sale_price_idx").execute();
  await db.schema.alterTable("order_items").dropColumn("variant_name").execute();
  await db.schema.alterTable("order_items").dropColumn("variant_id").execute();
  await db.schema.dropTable("product_variants").execute();
  for (const column of [
    "category",
    "light",
    "water",
    "care_level",
    "placement",
    "option_name",
    "pet_safe",
    "price_varies",
  ]) {
    await db.schema.alterTable("products").dropColumn(column).execute();
  }
  await db.schema.dropTable("categories").execute();
}
