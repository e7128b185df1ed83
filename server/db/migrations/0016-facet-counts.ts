import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The plant finder's counts at any size (docs/product/catalogue.md#scale): how many products
 * share each combination of facet values (category, care attributes, in stock, on sale), kept
 * by triggers as `row_counts` is (migration 0011). A few hundred rows answer every facet's
 * counts where grouping 100 000 products would read them all, for every page of the finder.
 * A care attribute a product lacks is kept as '' (pet-safe as -1): a key column must not be
 * null, or each such product would get a row of its own. Only a change of one of these columns
 * (stock only when it runs out or comes back) touches the table.
 */

const KEY = ["category", "light", "water", "care_level", "placement", "pet_safe", "in_stock", "on_sale"] as const;

/** The key of the row a product counts in, from `row` (new or old). */
const keyOf = (row: string) => [
  `${row}.category`,
  `coalesce(${row}.light, '')`,
  `coalesce(${row}.water, '')`,
  `coalesce(${row}.care_level, '')`,
  `coalesce(${row}.placement, '')`,
  `coalesce(${row}.pet_safe, -1)`,
  `case when ${row}.stock > 0 then 1 else 0 end`,
  `${row}.on_sale`,
];

const matchesKey = (row: string) => KEY.map((column, i) => `${column} = ${keyOf(row)[i]}`).join(" and ");

const countIn = (row: string) => `
  insert into product_facet_counts (${KEY.join(", ")}, n) values (${keyOf(row).join(", ")}, 1)
  on conflict (${KEY.join(", ")}) do update set n = product_facet_counts.n + 1;`;

const countOut = (row: string) => `update product_facet_counts set n = n - 1 where ${matchesKey(row)};`;

/** Whether an update moved the product to another row. */
const moved = KEY.map((column) =>
  column === "in_stock" ? "(old.stock > 0) <> (new.stock > 0)" : `old.${column} is distinct from new.${column}`,
).join(" or ");

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_facet_counts")
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("light", "text", (c) => c.notNull())
    .addColumn("water", "text", (c) => c.notNull())
    .addColumn("care_level", "text", (c) => c.notNull())
    .addColumn("placement", "text", (c) => c.notNull())
    .addColumn("pet_safe", "integer", (c) => c.notNull())
    .addColumn("in_stock", "integer", (c) => c.notNull())
    .addColumn("on_sale", "integer", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_facet_counts_pk", [...KEY])
    .execute();
  await sql
    .raw(
      `insert into product_facet_counts (${KEY.join(", ")}, n)
       select ${keyOf("products").join(", ")}, count(*) from products group by ${keyOf("products").join(", ")}`,
    )
    .execute(db);

  // The finder narrowed by a price range or text groups the products themselves, and a page
  // narrowed by several facets sorts them: both read this index alone, never the rows (whose
  // descriptions make a table scan read ten times the bytes).
  await db.schema
    .createIndex("products_facets_idx")
    .on("products")
    .columns([
      "category",
      "light",
      "water",
      "care_level",
      "placement",
      "pet_safe",
      "sale_price_paise",
      "on_sale",
      "stock",
      "rating",
      "featured",
      "created_at",
      // SQLite's indexes hold the rowid, not the text primary key: with it the page's ids need no row.
      "id",
    ])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function count_product_facets() returns trigger language plpgsql as $$
         begin
           if tg_op in ('UPDATE', 'DELETE') then ${countOut("old")} end if;
           if tg_op in ('UPDATE', 'INSERT') then ${countIn("new")} end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger products_facets_insert_delete after insert or delete on products
         for each row execute function count_product_facets()`,
      )
      .execute(db);
    // PostgreSQL's "is distinct from" is SQLite's "is not".
    await sql
      .raw(
        `create trigger products_facets_update after update on products
         for each row when (${moved}) execute function count_product_facets()`,
      )
      .execute(db);
    return;
  }
  const sqliteMoved = moved.replaceAll("is distinct from", "is not");
  await sql
    .raw(`create trigger products_facets_insert after insert on products begin ${countIn("new")} end`)
    .execute(db);
  await sql
    .raw(`create trigger products_facets_delete after delete on products begin ${countOut("old")} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger products_facets_update after update on products when ${sqliteMoved}
       begin ${countOut("old")} ${countIn("new")} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("products_facets_idx").execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger products_facets_insert_delete on products`.execute(db);
    await sql`drop trigger products_facets_update on products`.execute(db);
    await sql`drop function count_product_facets()`.execute(db);
  } else {
    for (const trigger of ["products_facets_insert", "products_facets_delete", "products_facets_update"]) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
  }
  await db.schema.dropTable("product_facet_counts").execute();
}
