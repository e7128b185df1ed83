import { type Kysely, sql } from "kysely";

/** Every entity of docs/product/api.md#json-shapes. Types chosen so the same SQL runs on SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("scientific_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price_paise", "integer", (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sale_price_paise", "integer", (c) => c.notNull())
    .addColumn("stock", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn("rating", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("on_sale", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image1", "text")
    .addColumn("image2", "text")
    .addColumn("image3", "text")
    .addColumn("image4", "text")
    .addColumn("alt_text", "text", (c) => c.notNull())
    .addColumn("blog_slug", "text")
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("products_featured_idx").on("products").columns(["featured", "created_at"]).execute();
  await db.schema.createIndex("products_created_idx").on("products").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("products_sale_price_idx").on("products").columns(["sale_price_paise", "id"]).execute();
  await db.schema.createIndex("products_rating_idx").on("products").columns(["rating", "id"]).execute();

  await db.schema
    .createTable("blogs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("scientific_name", "text", (c) => c.notNull())
    .addColumn("historical_use", "text", (c) => c.notNull())
    .addColumn("physical_health", "text", (c) => c.notNull())
    .addColumn("mental_health", "text", (c) => c.notNull())
    .addColumn("traditional_modern_uses", "text", (c) => c.notNull())
    .addColumn("soil", "text", (c) => c.notNull())
    .addColumn("sunlight", "text", (c) => c.notNull())
    .addColumn("water", "text", (c) => c.notNull())
    .addColumn("care", "text", (c) => c.notNull())
    .addColumn("image1", "text")
    .addColumn("image2", "text")
    .addColumn("alt_text", "text", (c) => c.notNull())
    .addColumn("plant_slug", "text")
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("publish_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blogs_publish_idx").on("blogs").columns(["publish_date", "id"]).execute();

  await db.schema
    .createTable("nurseries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("hours", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image", "text")
    .addColumn("alt_text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("profiles")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("full_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("profiles_role_idx").on("profiles").column("role").execute();

  await db.schema
    .createTable("addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("profiles.user_id").onDelete("cascade"))
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("addresses_user_idx").on("addresses").column("user_id").execute();

  await db.schema
    .createTable("saved_cards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("profiles.user_id").onDelete("cascade"))
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("expiry", "text", (c) => c.notNull())
    .addColumn("holder_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("saved_cards_user_idx").on("saved_cards").column("user_id").execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("profiles.user_id"))
    .addColumn("user_name", "text", (c) => c.notNull())
    .addColumn("user_email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("subtotal_paise", "integer", (c) => c.notNull())
    .addColumn("discount_paise", "integer", (c) => c.notNull())
    .addColumn("tax_paise", "integer", (c) => c.notNull())
    .addColumn("shipping_paise", "integer", (c) => c.notNull())
    .addColumn("total_paise", "integer", (c) => c.notNull())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text")
    .addColumn("card_holder", "text")
    .addColumn("ship_street", "text", (c) => c.notNull())
    .addColumn("ship_city", "text", (c) => c.notNull())
    .addColumn("ship_state", "text", (c) => c.notNull())
    .addColumn("ship_zip", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("orders_idempotency_unique", ["user_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("orders_user_created_idx").on("orders").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("orders_created_idx").on("orders").column("created_at").execute();
  await db.schema.createIndex("orders_status_idx").on("orders").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("order_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("price_paise", "integer", (c) => c.notNull())
    .addColumn("discount", "integer", (c) => c.notNull())
    .addColumn("sale_price_paise", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("line_total_paise", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_items_order_idx").on("order_items").column("order_id").execute();
  await db.schema.createIndex("order_items_product_idx").on("order_items").column("product_id").execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("review", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("recommend", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("plant_type", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reviews_created_idx").on("reviews").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("testimonials")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .execute();
}
