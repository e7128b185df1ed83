import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Substring search over `products.search_text` (the lower-cased title and scientific name;
 * a Hindi name joins it there) through each database's own trigram index, so a word typed
 * into search reads the few products holding it instead of scanning the catalogue.
 *
 * - PostgreSQL: a GIN trigram index (pg_trgm, a trusted extension: the database's owner may
 *   create it) serves `search_text LIKE '%word%'` as it is; nothing to keep in sync.
 * - SQLite: an FTS5 table with the trigram tokenizer, kept equal to the products by triggers.
 *   It is keyed by the product's `id`, not its rowid, which VACUUM may renumber. Only a
 *   changed `search_text` touches it: stock and price updates leave it alone.
 *
 * And the number of products the dashboard shows, kept in `row_counts` by triggers: an exact
 * `count(*)` reads every row on PostgreSQL (~10 ms at 100 000 products), this reads one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("row_counts")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("n", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into row_counts (name, n) select 'products', count(*) from products`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
    // Once per statement, with the statement's rows: a bulk insert updates the count once.
    await sql`
      create function count_products() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update row_counts set n = n + (select count(*) from changed) where name = 'products';
        else
          update row_counts set n = n - (select count(*) from changed) where name = 'products';
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger products_count_insert after insert on products
      referencing new table as changed for each statement execute function count_products()`.execute(db);
    await sql`
      create trigger products_count_delete after delete on products
      referencing old table as changed for each statement execute function count_products()`.execute(db);
    return;
  }
  await sql`
    create trigger products_count_insert after insert on products begin
      update row_counts set n = n + 1 where name = 'products';
    end`.execute(db);
  await sql`
    create trigger products_count_delete after delete on products begin
      update row_counts set n = n - 1 where name = 'products';
    end`.execute(db);
  await sql`create virtual table products_fts using fts5(id unindexed, search_text, tokenize = 'trigram')`.execute(db);
  await sql`insert into products_fts (id, search_text) select id, search_text from products`.execute(db);
  await sql`
    create trigger products_fts_insert after insert on products begin
      insert into products_fts (id, search_text) values (new.id, new.search_text);
    end`.execute(db);
  await sql`
    create trigger products_fts_update after update of id, search_text on products
    when old.id is not new.id or old.search_text is not new.search_text begin
      delete from products_fts where id = old.id;
      insert into products_fts (id, search_text) values (new.id, new.search_text);
    end`.execute(db);
  await sql`
    create trigger products_fts_delete after delete on products begin
      delete from products_fts where id = old.id;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger products_count_insert on products`.execute(db);
    await sql`drop trigger products_count_delete on products`.execute(db);
    await sql`drop function count_products()`.execute(db);
    await sql`drop index products_search_text_trgm_idx`.execute(db);
  } else {
    const triggers = ["products_fts_insert", "products_fts_update", "products_fts_delete"];
    for (const trigger of [...triggers, "products_count_insert", "products_count_delete"]) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table products_fts`.execute(db);
  }
  await db.schema.dropTable("row_counts").execute();
}
